import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';
import { invalidateSeats } from './invalidate.ts';

/** PUT /users/archive: archiving disables the account and future logins; unarchiving re-enables it. */
export async function archiveUser(body: { userId: string; archived: boolean }): Promise<User> {
  const { data } = await call<User>({ area: 'users', path: '/archive', method: 'PUT', body });
  return data;
}

export function useArchiveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveUser,
    onSuccess: () => invalidateSeats(queryClient),
  });
}
