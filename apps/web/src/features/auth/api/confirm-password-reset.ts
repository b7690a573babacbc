import type { ConfirmForgotPassword } from '@tallysheet/contract/identity/tokens';
import { call } from '@/lib/api-client.ts';

/** POST /tokens/confirm-forgot-password (A§4 Forgot password, step 2): the code and a new password. */
export async function confirmPasswordReset(body: ConfirmForgotPassword): Promise<void> {
  await call({
    area: 'tokens',
    path: '/confirm-forgot-password',
    method: 'POST',
    auth: false,
    body,
  });
}
