import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

/**
 * POST /users/reset-user-password: without newPassword the server generates a temporary one.
 * Either way it is e-mailed and must be changed at the next sign-in.
 */
export async function resetUserPassword(
  body: { userId: string; newPassword?: string },
  idempotencyKey?: string,
): Promise<void> {
  await call({ area: 'users', path: '/reset-user-password', method: 'POST', body, idempotencyKey });
}

export const useResetUserPassword = () => useKeyedMutation({ mutationFn: resetUserPassword });
