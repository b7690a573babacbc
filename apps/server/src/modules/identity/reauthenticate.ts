import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import type { AppDeps } from '../../lib/deps.ts';
import { HttpError, invalidField } from '../../lib/http-errors.ts';
import {
  FAILED_SIGN_IN_LIMIT,
  FAILED_SIGN_IN_WINDOW_MS,
  findSignInUser,
  recordFailedSignIn,
  type SignInUser,
} from './identity.repository.ts';
import { verifyPassword } from './password-hash.ts';

function lockedUntil(user: SignInUser, now: Date): Date | undefined {
  const start = user.failedSignInWindowStart;
  if (!start || user.failedSignIns < FAILED_SIGN_IN_LIMIT) return undefined;
  const end = new Date(start.getTime() + FAILED_SIGN_IN_WINDOW_MS);
  return end > now ? end : undefined;
}

/** 429 while the account is locked by too many failed passwords or codes. */
export function throwIfLocked(user: SignInUser, now: Date) {
  const locked = lockedUntil(user, now);
  if (locked) {
    throw new HttpError(429, LOGIN_MESSAGES.locked, {
      headers: { 'retry-after': String(Math.ceil((locked.getTime() - now.getTime()) / 1000)) },
    });
  }
}

/**
 * Re-authentication before a signed-in user changes how they sign in (enrolling or turning off
 * a second factor): their password again. A wrong one is a 400 naming `password` and counts
 * toward the sign-in lockout (in a transaction of its own, so the refusal keeps it), and a
 * locked account is refused like sign-in: the call is no way round the lockout to guess a
 * password with a stolen session.
 */
export async function confirmPassword(
  deps: AppDeps,
  key: { tenantId: string; userId: string },
  password: string,
): Promise<SignInUser> {
  const user = await deps.db.withTenant(key.tenantId, (tx) => findSignInUser(tx, key));
  if (user) throwIfLocked(user, deps.clock.now());
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    if (user) await deps.db.withTenant(key.tenantId, (tx) => recordFailedSignIn(tx, user));
    throw invalidField('password', LOGIN_MESSAGES.oldPasswordIncorrect);
  }
  return user;
}
