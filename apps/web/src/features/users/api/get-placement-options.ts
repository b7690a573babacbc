import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlacementOptions } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';

/** GET /users/get-placement-options: the projects, tasks, suppliers and contacts a user can get. */
export async function getPlacementOptions(userId?: string): Promise<PlacementOptions> {
  const { data } = await call<PlacementOptions>({
    area: 'users',
    path: '/get-placement-options',
    params: { userId },
  });
  return data;
}

export const getPlacementOptionsQueryOptions = (userId?: string) =>
  queryOptions({
    queryKey: ['users', 'placement-options', userId ?? null],
    queryFn: () => getPlacementOptions(userId),
  });

export const usePlacementOptions = (userId?: string) =>
  useQuery(getPlacementOptionsQueryOptions(userId));
