import type { LoginResult } from '@tallysheet/contract/identity/tokens';
import { ApiError, call } from '@/lib/api-client.ts';
import { handleLogin, session } from '@/lib/auth/session.ts';

// The challenge answers live apart from session.ts: only their lazy screens load them, so the
// sign-in page's bundle stays without them.

/** Completes the new-password challenge and signs in. */
export async function completeNewPassword(newPassword: string) {
  const challenge = session.get().challenge;
  if (!challenge)
    throw new ApiError(400, { message: 'Could not complete new password flow, user not found' });
  const { data } = await call<LoginResult>({
    area: 'tokens',
    path: '/respond-to-challenge',
    method: 'POST',
    auth: false,
    body: { session: challenge.session, newPassword },
  });
  return handleLogin(data, challenge);
}

/** Answers the one-time-code challenge with an authenticator or recovery code and signs in. */
export async function completeMfa(code: string) {
  const challenge = session.get().challenge;
  if (challenge?.kind !== 'MFA_REQUIRED')
    throw new ApiError(401, { message: 'Invalid session for the user, session is expired.' });
  const { data } = await call<LoginResult>({
    area: 'tokens',
    path: '/respond-to-challenge',
    method: 'POST',
    auth: false,
    body: { session: challenge.session, code },
  });
  return handleLogin(data, challenge);
}
