import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/**
 * POST /users/reset-user-password: without newPassword the server generates a temporary one.
 * Either way it is e-mailed and must be changed at the next sign-in. Sent without an
 * Idempotency-Key: the server refuses one on a call that carries a password.
 */
export async function resetUserPassword(body: {
  userId: string;
  newPassword?: string;
}): Promise<void> {
  await call({ area: 'users', path: '/reset-user-password', method: 'POST', body });
}

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
