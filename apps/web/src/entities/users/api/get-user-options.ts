import { queryOptions } from '@tanstack/react-query';
import type { UserListQuery, UserList } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';

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

/** The user picker's search (UserSelect). */
export const getUserSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['users', 'list', optionsQuery(q)],
    queryFn: () => getUserOptions(q),
    select: (data) => ({ options: data.users, count: data.count }),
  });

/** A chosen user known only by username (from the URL): the search by it, which matches it. */
export const getUserLookupQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'list', optionsQuery(userId)],
    queryFn: () => getUserOptions(userId),
    select: (data) => data.users.find((user) => user.userId === userId),
  });
