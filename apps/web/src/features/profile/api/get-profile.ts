import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@/lib/bootstrap/get-profile.ts';

export const PROFILE_QUERY_KEY = ['profile', 'detail'] as const;

/** The profile page's own copy of GET /profile/, loaded afresh whenever the page opens. */
export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });

export const useProfile = () => useQuery(getProfileQueryOptions());
