import type { SignUp, SignUpResult } from '@tallysheet/contract/welcome/welcome';
import { call } from '@/lib/api-client.ts';

/** POST /welcome/sign-up: a new tenant on a free trial with its Billing Administrator. */
export async function signUp(body: SignUp): Promise<SignUpResult> {
  const { data } = await call<SignUpResult>({
    area: 'welcome',
    path: '/sign-up',
    method: 'POST',
    auth: false,
    body,
  });
  return data;
}
