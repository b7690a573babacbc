import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@tallysheet/contract/identity/tokens';
import { call } from '@/lib/api-client.ts';

/**
 * POST /tokens/change-password. A 204 also ends every session of the user, the current one
 * included, so the caller must sign in again with the new password.
 */
export async function changePassword(body: ChangePassword): Promise<void> {
  await call({ area: 'tokens', path: '/change-password', method: 'POST', body });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
