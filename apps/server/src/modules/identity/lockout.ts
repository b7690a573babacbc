import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import { HttpError } from '../../lib/http-errors.ts';
import {
  FAILED_SIGN_IN_LIMIT,
  FAILED_SIGN_IN_WINDOW_MS,
  type SignInUser,
} from './identity.repository.ts';

/**
 * The account lockout, one rule for every secret its owner proves: wrong passwords (sign-in,
 * change password, turning the second factor off), wrong second-factor codes and wrong reset
 * codes all count in the user's window (recordFailedSignIn); past FAILED_SIGN_IN_LIMIT the
 * account refuses even the right secret until the window is over.
 */
export function lockedUntil(
  user: Pick<SignInUser, 'failedSignIns' | 'failedSignInWindowStart'>,
  now: Date,
): Date | undefined {
  const start = user.failedSignInWindowStart;
  if (!start || user.failedSignIns < FAILED_SIGN_IN_LIMIT) return undefined;
  const end = new Date(start.getTime() + FAILED_SIGN_IN_WINDOW_MS);
  return end > now ? end : undefined;
}

/** 429 while the account is locked by too many failed passwords or codes. */
export function throwIfLocked(
  user: Pick<SignInUser, 'failedSignIns' | 'failedSignInWindowStart'>,
  now: Date,
) {
  const locked = lockedUntil(user, now);
  if (locked) {
    throw new HttpError(429, LOGIN_MESSAGES.locked, {
      headers: { 'retry-after': String(Math.ceil((locked.getTime() - now.getTime()) / 1000)) },
    });
  }
}
