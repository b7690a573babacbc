import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tallysheet/contract/profile/profile';
import { call } from '../../../lib/api-client.ts';

/** GET /profile/: the signed-in user. */
export async function getProfile(): Promise<Profile> {
  const { data } = await call<Profile>({ area: 'profile', path: '/' });
  return data;
}

export const PROFILE_QUERY_KEY = ['profile', 'detail'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });

export const useProfile = () => useQuery(getProfileQueryOptions());
