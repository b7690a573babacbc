import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { invalidateSeats } from './invalidate.ts';

/** DELETE /users/v2/{userId}. */
export async function deleteUser(userId: string): Promise<void> {
  await call({ area: 'users', path: `/v2/${encodeURIComponent(userId)}`, method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateSeats(queryClient),
  });
}
