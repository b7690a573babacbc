import type { AuthCodePreview, LoginResult } from '@tallysheet/contract/identity/tokens';
import { call } from '@/lib/api-client.ts';
import { handleLogin } from '@/lib/auth/session.ts';

// The two calls of a sign-in link (`/auth?authCode=`, an invitation's `?code=`): whom it signs
// in, then the sign-in once the person confirms. They change together.

/** POST /tokens/auth-code/preview: who a link's code signs in (masked e-mail), without signing in. */
export async function previewAuthCode(authCode: string): Promise<AuthCodePreview> {
  const { data } = await call<AuthCodePreview>({
    area: 'tokens',
    path: '/auth-code/preview',
    method: 'POST',
    auth: false,
    body: { authCode },
  });
  return data;
}

/** POST /tokens/auth-code: signs in with a link's code; the challenge to answer next, if any. */
export async function signInWithAuthCode(
  authCode: string,
  who: { tenantId: string; username: string } = { tenantId: '', username: '' },
) {
  const { data } = await call<LoginResult>({
    area: 'tokens',
    path: '/auth-code',
    method: 'POST',
    auth: false,
    body: { authCode },
  });
  return handleLogin(data, who);
}
