import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tallysheet/contract/profile/profile';
import { call } from '@/lib/api-client.ts';

/** GET /profile/: the signed-in user. */
export const getProfile = async () => (await call<Profile>({ area: 'profile', path: '/' })).data;

/** The start-up's copy, which the shell reads: kept for the whole session. */
export const getProfileQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['bootstrap', 'profile'],
    queryFn: getProfile,
    enabled,
    gcTime: Infinity,
    staleTime: 60_000,
  });

export const useProfile = (enabled = true) => useQuery(getProfileQueryOptions(enabled));
