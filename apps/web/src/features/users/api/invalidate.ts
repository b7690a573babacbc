import type { QueryClient } from '@tanstack/react-query';
import { getProfileQueryOptions } from '@/lib/bootstrap/get-profile.ts';
import { getTenantInformationQueryOptions } from '@/lib/bootstrap/get-tenant-information.ts';

/** A user write changes the users lists and the editor's user. */
export const invalidateUsers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['users'] });

/**
 * A create, archive, unarchive or delete changes the tenant's seat count
 * (numberOfSystemUsers), which the seat-cost alert reads.
 */
export const invalidateSeats = (queryClient: QueryClient) =>
  Promise.all([
    invalidateUsers(queryClient),
    queryClient.invalidateQueries({ queryKey: getTenantInformationQueryOptions(true).queryKey }),
  ]);

/** The signed-in user's own profile, after an administrator edits themselves. */
export const invalidateOwnProfile = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(true).queryKey });
