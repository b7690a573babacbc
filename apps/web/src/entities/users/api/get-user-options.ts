import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserListQuery, UserListSchema } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';

type UserList = z.infer<typeof UserListSchema>;

/** A picker's search: the users whose username, name or e-mail starts with `q`, by name. */
const optionsQuery = (q: string): UserListQuery => ({
  q: q || undefined,
  all: true,
  page: 0,
  pageSize: 25,
  sortCol: 'name',
  sortDir: 'asc',
});

/** GET /users/v2?q=: the first users matching a search, archived ones too. */
export async function getUserOptions(q: string): Promise<UserList> {
  const { data } = await call<UserList>({ area: 'users', path: '/v2', params: optionsQuery(q) });
  return data;
}

export const getUserOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['users', 'list', optionsQuery(q)],
    queryFn: () => getUserOptions(q),
    // Keep the last matches listed while the next search runs.
    placeholderData: keepPreviousData,
  });

export const useUserOptions = (q: string, enabled = true) =>
  useQuery({ ...getUserOptionsQueryOptions(q), enabled });
