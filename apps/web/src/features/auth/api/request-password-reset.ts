import type {
  ForgotPasswordRequest,
  ForgotPasswordResult,
} from '@tallysheet/contract/identity/tokens';
import { call } from '@/lib/api-client.ts';

/** POST /tokens/forgot-password (A§4 Forgot password, step 1): e-mails a verification code. */
export async function requestPasswordReset(
  body: ForgotPasswordRequest,
): Promise<ForgotPasswordResult> {
  const { data } = await call<ForgotPasswordResult>({
    area: 'tokens',
    path: '/forgot-password',
    method: 'POST',
    auth: false,
    body,
  });
  return data;
}
