import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { USER_SORT, UserList } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';
import type { UserListQuery } from '@tallysheet/contract/users/users';

export type { UserList };
export type UserSortCol = (typeof USER_SORT)[number];
/** The users list query: paging, sort, the archived filter and a search. */
export type { UserListQuery };

/** GET /users/v2: one page of users and the total. */
export async function getUsers(query: UserListQuery): Promise<UserList> {
  const { data } = await call<UserList>({ area: 'users', path: '/v2', params: query });
  return data;
}

export const getUsersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: () => getUsers(query),
    // Keep the old page on screen while the next sort, page or search loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserListQuery) => useQuery(getUsersQueryOptions(query));
