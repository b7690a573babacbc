import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUser, User } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';
import { invalidateUsers } from './invalidate.ts';

/** PUT /users/v2/{userId}: a field left out stays as it is. */
export async function updateUser({
  userId,
  body,
}: {
  userId: string;
  body: UpdateUser;
}): Promise<User> {
  const { data } = await call<User>({
    area: 'users',
    path: `/v2/${encodeURIComponent(userId)}`,
    method: 'PUT',
    body,
  });
  return data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(['users', 'detail', user.userId], user);
      return invalidateUsers(queryClient);
    },
  });
}
