import { useQueryClient } from '@tanstack/react-query';
import type { CreatedUser, CreateUser } from '@tallysheet/contract/users/users';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';
import { invalidateSeats } from './invalidate.ts';

export type { CreatedUser };

/** POST /users/v2: creates the user, who gets an invitation e-mail. */
export async function createUser(body: CreateUser, idempotencyKey?: string): Promise<CreatedUser> {
  const { data } = await call<CreatedUser>({
    area: 'users',
    path: '/v2',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateSeats(queryClient),
  });
}
