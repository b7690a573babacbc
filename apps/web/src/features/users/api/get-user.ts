import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';

/** GET /users/v2/{userId}: the user as the editor reads it. */
export async function getUser(userId: string): Promise<User> {
  const { data } = await call<User>({
    area: 'users',
    path: `/v2/${encodeURIComponent(userId)}`,
  });
  return data;
}

export const getUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'detail', userId],
    queryFn: () => getUser(userId),
  });

export const useUser = (userId: string | undefined) =>
  useQuery({ ...getUserQueryOptions(userId ?? ''), enabled: Boolean(userId) });
