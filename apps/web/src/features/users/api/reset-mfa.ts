import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** POST /users/reset-mfa: turns off the user's second factor; the server e-mails them. */
export async function resetMfa(userId: string): Promise<void> {
  await call({ area: 'users', path: '/reset-mfa', method: 'POST', body: { userId } });
}

export const useResetMfa = () => useMutation({ mutationFn: resetMfa });
