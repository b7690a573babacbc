import { randomInt } from 'node:crypto';
import {
  LOGIN_MESSAGES,
  normalizeVerificationCode,
  VERIFICATION_CODE_DIGITS,
  type ForgotPasswordResult,
} from '@tallysheet/contract/identity/tokens';
import type { AppDeps } from '../../lib/deps.ts';
import { invalidField } from '../../lib/http-errors.ts';
import {
  claimResetAttempt,
  consumeResetCode,
  findResetCode,
  findSignInUser,
  recordFailedSignIn,
  saveResetCode,
  setPasswordAndRevoke,
} from './identity.repository.ts';
import { throwIfLocked } from './lockout.ts';
import { maskEmail, plausibleMaskedEmail } from './mask-email.ts';
import { sameHash, sha256 } from './opaque-token.ts';
import { hashPassword } from './password-hash.ts';
import { confirmPassword } from './reauthenticate.ts';
import { recordAudit } from '../audit/record.ts';
import { passwordChangeAudit } from '../audit/credential-entries.ts';

const RESET_CODE_TTL_MS = 3_600_000;
const RESET_CODE_MAX_ATTEMPTS = 5;
const RESET_CODE_RESEND_MS = 30_000;

type Deps = { deps: AppDeps };

const resetCodeHash = (tenantId: string, userId: string, code: string) =>
  sha256(`${tenantId}#${userId}#${code}`);

/** A new reset code: VERIFICATION_CODE_DIGITS random digits. */
const newResetCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(VERIFICATION_CODE_DIGITS, '0');

/** E-mails a reset code; unknown users get the same answer with a plausible destination. */
export async function requestPasswordReset({
  deps,
  tenantId: rawTenant,
  username,
}: Deps & { tenantId: string; username: string }): Promise<ForgotPasswordResult> {
  const tenantId = rawTenant.trim().toLowerCase();
  const userId = username.trim().toLowerCase();
  const answer = (destination: string): ForgotPasswordResult => ({
    CodeDeliveryDetails: {
      Destination: destination,
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    },
  });
  const user = await deps.db.withTenant(tenantId, (tx) => findSignInUser(tx, { tenantId, userId }));
  if (!user || user.isDeleted || user.isArchived)
    return answer(plausibleMaskedEmail(tenantId, userId));

  const code = newResetCode();
  const now = deps.clock.now();
  await deps.db.withTenant(tenantId, async (tx) => {
    const existing = await findResetCode(tx, { tenantId, userId });
    // One mail per half minute at most, so the form cannot be used to flood an inbox.
    if (existing && now.getTime() - existing.createdAt.getTime() < RESET_CODE_RESEND_MS) return;
    await saveResetCode(tx, {
      tenantId,
      userId,
      codeHash: resetCodeHash(tenantId, userId, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
      createdAt: now,
    });
    await deps.mailer.enqueue(tx, {
      tenantId,
      to: user.email,
      template: 'password-reset-code',
      data: { name: user.displayName, code, tenantId, username: userId },
    });
  });
  return answer(maskEmail(user.email));
}

/**
 * Sets a new password with the e-mailed code; the code works once, for an hour, five tries.
 * Wrong codes also count toward the account lockout (lockout.ts), across every code sent, so
 * asking for a new code every half minute does not buy more guesses.
 */
export async function confirmPasswordReset({
  deps,
  tenantId: rawTenant,
  username,
  verificationCode,
  newPassword,
}: Deps & {
  tenantId: string;
  username: string;
  verificationCode: string;
  newPassword: string;
}): Promise<void> {
  const tenantId = rawTenant.trim().toLowerCase();
  const userId = username.trim().toLowerCase();
  const now = deps.clock.now();
  const user = await deps.db.withTenant(tenantId, (tx) => findSignInUser(tx, { tenantId, userId }));
  if (user) throwIfLocked(user, now);
  // Each try is taken before the code is compared, in its own committed transaction.
  const codeHash = await deps.db.withTenant(tenantId, (tx) =>
    claimResetAttempt(tx, { tenantId, userId, limit: RESET_CODE_MAX_ATTEMPTS, now }),
  );
  if (!codeHash) {
    // Out of tries or expired: kept (a new request replaces it), so every later try says so.
    const spent = await deps.db.withTenant(tenantId, (tx) =>
      findResetCode(tx, { tenantId, userId }),
    );
    throw invalidField(
      'verificationCode',
      spent ? LOGIN_MESSAGES.codeExpired : LOGIN_MESSAGES.codeInvalid,
    );
  }
  if (
    !user ||
    !sameHash(
      codeHash,
      resetCodeHash(tenantId, userId, normalizeVerificationCode(verificationCode)),
    )
  ) {
    if (user) await deps.db.withTenant(tenantId, (tx) => recordFailedSignIn(tx, user));
    throw invalidField('verificationCode', LOGIN_MESSAGES.codeInvalid);
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.withTenant(tenantId, async (tx) => {
    // If another request used the code meanwhile, nothing is deleted and we stop.
    if (!(await consumeResetCode(tx, { tenantId, userId, codeHash })))
      throw invalidField('verificationCode', LOGIN_MESSAGES.codeExpired);
    await setPasswordAndRevoke(tx, { tenantId, userId, passwordHash, at: now });
    await recordAudit(tx, deps, passwordChangeAudit(deps, user, 'password.resetByCode'));
  });
}

/** Changes the caller's password after checking the old one; every session is cut. */
export async function changePassword({
  deps,
  tenantId,
  userId,
  oldPassword,
  newPassword,
}: Deps & {
  tenantId: string;
  userId: string;
  oldPassword: string;
  newPassword: string;
}): Promise<void> {
  await confirmPassword(deps, { tenantId, userId }, oldPassword, 'oldPassword');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.withTenant(tenantId, async (tx) => {
    await setPasswordAndRevoke(tx, { tenantId, userId, passwordHash, at: deps.clock.now() });
    await recordAudit(tx, deps, passwordChangeAudit(deps, { tenantId, userId }, 'password.change'));
  });
}
