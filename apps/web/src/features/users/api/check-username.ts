import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckUsername } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';

export type { CheckUsername };

/** GET /users/check-username: whether a new user may take this username. */
export async function checkUsername(username: string): Promise<CheckUsername> {
  const { data } = await call<CheckUsername>({
    area: 'users',
    path: '/check-username',
    params: { username },
  });
  return data;
}

export const getCheckUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['users', 'check-username', username],
    queryFn: () => checkUsername(username),
    staleTime: 10_000,
  });

/** Checks a username; pass null to check nothing (create mode only, once it is well formed). */
export const useCheckUsername = (username: string | null) =>
  useQuery({ ...getCheckUsernameQueryOptions(username ?? ''), enabled: Boolean(username) });
