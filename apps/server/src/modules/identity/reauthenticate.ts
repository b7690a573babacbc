import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import type { AppDeps } from '../../lib/deps.ts';
import { invalidField } from '../../lib/http-errors.ts';
import { findSignInUser, recordFailedSignIn, type SignInUser } from './identity.repository.ts';
import { throwIfLocked } from './lockout.ts';
import { verifyPassword } from './password-hash.ts';

/**
 * Re-authentication before a signed-in user changes how they sign in (a new password, enrolling
 * or turning off a second factor): their password again, checked in `field`. A wrong one is a 400 naming `password` and counts
 * toward the sign-in lockout (in a transaction of its own, so the refusal keeps it), and a
 * locked account is refused like sign-in: the call is no way round the lockout to guess a
 * password with a stolen session.
 */
export async function confirmPassword(
  deps: AppDeps,
  key: { tenantId: string; userId: string },
  password: string,
  field = 'password',
): Promise<SignInUser> {
  const user = await deps.db.withTenant(key.tenantId, (tx) => findSignInUser(tx, key));
  if (user) throwIfLocked(user, deps.clock.now());
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    if (user) await deps.db.withTenant(key.tenantId, (tx) => recordFailedSignIn(tx, user));
    throw invalidField(field, LOGIN_MESSAGES.oldPasswordIncorrect);
  }
  return user;
}
