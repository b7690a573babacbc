import { randomBytes, randomUUID } from 'node:crypto';
import {
  MFA_CHALLENGE_MINUTES,
  MFA_CHALLENGE_TRIES,
  MFA_MESSAGES,
  mfaResetBlock,
  mfaSetupRequired,
  normalizeMfaCode,
  RECOVERY_CODE_COUNT,
  type MfaSetupResult,
  type MfaStatus,
} from '@tallysheet/contract/identity/mfa';
import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import type { Tx } from '../../db/client.ts';
import type { MfaEvent } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { AppDeps } from '../../lib/deps.ts';
import {
  badRequest,
  conflict,
  invalidField,
  notFoundAt,
  unauthorized,
} from '../../lib/http-errors.ts';
import { authorizeCredentialChange } from './credential-rule.ts';
import { findCredentialState } from './credentials.repository.ts';
import { findSignInUser, recordFailedSignIn, type SignInUser } from './identity.repository.ts';
import {
  consumeRecoveryCode,
  claimChallengeTry,
  consumeStep,
  deleteFactor,
  enableFactor,
  endChallenge,
  findMfaFactor,
  recordMfaEvent,
  savePendingFactor,
  startChallenge,
  unusedRecoveryCodeHashes,
} from './mfa.repository.ts';
import { sameHash, sha256 } from './opaque-token.ts';
import { confirmPassword } from './reauthenticate.ts';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.ts';
import { recordAudit } from '../audit/record.ts';
import { secondFactorAudit } from '../audit/user-entries.ts';

type Deps = { deps: AppDeps };
type UserKey = { tenantId: string; userId: string };

export const MFA_CHALLENGE_TTL_SECONDS = MFA_CHALLENGE_MINUTES * 60;

const recoveryHash = (key: UserKey, code: string) =>
  sha256(`${key.tenantId}#${key.userId}#${normalizeMfaCode(code)}`);

/**
 * Ten codes of 16 base32 letters and digits (80 bits: each one alone passes the second
 * factor), shown as `xxxx-xxxx-xxxx-xxxx`.
 */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(16)].map((byte) => alphabet[byte % 32]).join('');
    return letters.match(/.{4}/g)!.join('-');
  });
}

/** Records who changed whose second factor, and e-mails its owner (an outbox row, sent after commit). */
async function audit(
  tx: Tx,
  deps: AppDeps,
  params: {
    user: Pick<SignInUser, 'tenantId' | 'userId' | 'email' | 'displayName'>;
    event: MfaEvent;
    actorUserId: string;
  },
) {
  const { user } = params;
  await recordMfaEvent(tx, {
    tenantId: user.tenantId,
    userId: user.userId,
    event: params.event,
    actorUserId: params.actorUserId,
    at: deps.clock.now(),
  });
  await recordAudit(tx, deps, secondFactorAudit(deps, user, params.event, params.actorUserId));
  await deps.mailer.enqueue(tx, {
    tenantId: user.tenantId,
    to: user.email,
    template: 'mfa-changed',
    data: {
      name: user.displayName,
      event: params.event,
      tenantId: user.tenantId,
      username: user.userId,
    },
  });
}

/** The time step of a right, unused code, used up now; undefined for a wrong or used code. */
async function useTotpCode(tx: Tx, deps: AppDeps, key: UserKey, code: string) {
  const factor = await findMfaFactor(tx, key);
  if (!factor) return false;
  const step = matchTotpStep({
    secret: deps.secrets.open(factor.secret),
    code: normalizeMfaCode(code),
    now: deps.clock.now(),
  });
  return step !== undefined && (await consumeStep(tx, { ...key, step }));
}

/** Whether the caller has a second factor, and whether their tenant requires one they lack. */
export async function getMfaStatus({ deps, tenantId, userId }: Deps & UserKey): Promise<MfaStatus> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const state = await findCredentialState(tx, { tenantId, userId });
    const enabled = Boolean(state?.mfaEnabled);
    return {
      enabled,
      setupRequired: state ? mfaSetupRequired({ ...state, mfaEnabled: enabled }) : false,
    };
  });
}

/**
 * Starts an enrolment after the password again (confirmPassword): a new pending secret (sealed
 * at rest) and its otpauth URI.
 */
export async function setupMfa({
  deps,
  tenantId,
  userId,
  password,
}: Deps & UserKey & { password: string }): Promise<MfaSetupResult> {
  await confirmPassword(deps, { tenantId, userId }, password);
  const secret = newTotpSecret();
  await deps.db.withTenant(tenantId, async (tx) => {
    const factor = await findMfaFactor(tx, { tenantId, userId });
    if (factor?.enabledAt) throw conflict(MFA_MESSAGES.alreadyEnrolled);
    await savePendingFactor(tx, { tenantId, userId, secret: deps.secrets.seal(secret) });
    // An enrolment started is a change of the second factor too (the secret is never recorded).
    const user = { tenantId, userId, displayName: userId };
    await recordAudit(tx, deps, secondFactorAudit(deps, user, 'setupStarted', userId));
  });
  return {
    secret,
    otpauthUri: totpUri({ brand: deps.config.BRAND_NAME, tenantId, username: userId, secret }),
  };
}

/** Confirms an enrolment with a current code; the ten recovery codes, shown this once. */
export async function verifyMfa({
  deps,
  tenantId,
  userId,
  code,
}: Deps & UserKey & { code: string }): Promise<{ recoveryCodes: string[] }> {
  const recoveryCodes = newRecoveryCodes();
  await deps.db.withTenant(tenantId, async (tx) => {
    const key = { tenantId, userId };
    const factor = await findMfaFactor(tx, key);
    if (factor?.enabledAt) throw conflict(MFA_MESSAGES.alreadyEnrolled);
    if (!factor) throw invalidField('code', MFA_MESSAGES.noPendingSetup);
    if (!(await useTotpCode(tx, deps, key, code)))
      throw invalidField('code', MFA_MESSAGES.codeInvalid);
    await enableFactor(tx, {
      ...key,
      at: deps.clock.now(),
      codeHashes: recoveryCodes.map((recovery) => recoveryHash(key, recovery)),
    });
    const user = (await findSignInUser(tx, key))!;
    await audit(tx, deps, { user, event: 'enrolled', actorUserId: userId });
  });
  return { recoveryCodes };
}

/** Turns the caller's second factor off with their password and a current code. */
export async function disableMfa({
  deps,
  tenantId,
  userId,
  password,
  code,
}: Deps & UserKey & { password: string; code: string }): Promise<void> {
  const key = { tenantId, userId };
  const user = await confirmPassword(deps, key, password);
  const wrongCode = await deps.db.withTenant(tenantId, async (tx) => {
    const factor = await findMfaFactor(tx, key);
    if (!factor?.enabledAt) throw badRequest(MFA_MESSAGES.notEnrolled);
    if (!(await useTotpCode(tx, deps, key, code))) return true;
    await deleteFactor(tx, key);
    await audit(tx, deps, { user, event: 'disabled', actorUserId: userId });
    return false;
  });
  if (wrongCode) {
    // Counted in a transaction of its own: the refusal must not roll it back.
    await deps.db.withTenant(tenantId, (tx) => recordFailedSignIn(tx, user));
    throw invalidField('code', MFA_MESSAGES.codeInvalid);
  }
}

/**
 * An Administrator turns another user's second factor off: not their own, and (issue 26) not
 * the Billing Administrator's nor that of a user above their role, an internal super user aside.
 */
export async function resetMfa({
  deps,
  caller,
  userId,
}: Deps & { caller: AuthContext; userId: string }): Promise<void> {
  const { tenantId } = caller;
  await deps.db.withTenant(tenantId, async (tx) => {
    const key = { tenantId, userId };
    const user = await findSignInUser(tx, key);
    if (!user || user.isDeleted) throw notFoundAt('userId', 'User not found');
    const block = mfaResetBlock(user, caller.userId);
    if (block) throw invalidField('userId', block);
    authorizeCredentialChange({
      target: user,
      caller,
      credential: 'mfa',
      path: 'userId',
      log: deps.log,
    });
    const factor = await findMfaFactor(tx, key);
    if (!factor?.enabledAt) throw invalidField('userId', MFA_MESSAGES.notEnrolled);
    await deleteFactor(tx, key);
    await audit(tx, deps, { user, event: 'reset', actorUserId: caller.userId });
  });
}

/** True when the user has turned on a second factor: sign-in then asks for a code. */
export async function hasMfa(deps: AppDeps, key: UserKey): Promise<boolean> {
  const factor = await deps.db.withTenant(key.tenantId, (tx) => findMfaFactor(tx, key));
  return Boolean(factor?.enabledAt);
}

/** Opens a sign-in challenge for a code: its id goes into the challenge session. */
export async function openMfaChallenge(deps: AppDeps, key: UserKey): Promise<string> {
  const challengeId = randomUUID();
  await deps.db.withTenant(key.tenantId, (tx) => startChallenge(tx, { ...key, challengeId }));
  return challengeId;
}

/**
 * Checks a sign-in code: an unused authenticator code (±1 step) or an unused recovery code.
 * A wrong code counts toward the account's lockout and the challenge's five tries; the
 * challenge ends when answered or out of tries.
 */
export async function answerMfaChallenge({
  deps,
  user,
  challengeId,
  code,
}: Deps & { user: SignInUser; challengeId: string; code: string | undefined }): Promise<void> {
  const key = { tenantId: user.tenantId, userId: user.userId };
  const factor = await deps.db.withTenant(key.tenantId, (tx) => findMfaFactor(tx, key));
  if (
    !factor?.enabledAt ||
    factor.challengeId !== challengeId ||
    factor.challengeFailures >= MFA_CHALLENGE_TRIES
  )
    throw unauthorized(LOGIN_MESSAGES.challengeExpired);
  const given = normalizeMfaCode(code ?? '');
  if (!given) throw invalidField('code', MFA_MESSAGES.codeRequired);
  // The try is taken, in its own committed transaction, before the code is checked.
  const tries = await deps.db.withTenant(key.tenantId, (tx) =>
    claimChallengeTry(tx, { ...key, challengeId, limit: MFA_CHALLENGE_TRIES }),
  );
  if (tries === undefined) throw unauthorized(LOGIN_MESSAGES.challengeExpired);
  const accepted = await deps.db.withTenant(key.tenantId, async (tx) => {
    if (/^\d{6}$/.test(given)) return useTotpCode(tx, deps, key, given);
    // Compared with every unused code in constant time, then used up in one statement.
    const givenHash = recoveryHash(key, given);
    const unused = await unusedRecoveryCodeHashes(tx, key);
    const match = unused.reduce<string | undefined>(
      (found, codeHash) => (sameHash(codeHash, givenHash) ? codeHash : found),
      undefined,
    );
    const used =
      match !== undefined &&
      (await consumeRecoveryCode(tx, { ...key, codeHash: match, at: deps.clock.now() }));
    if (used)
      await audit(tx, deps, { user, event: 'recovery-code-used', actorUserId: user.userId });
    return used;
  });
  if (accepted) {
    await deps.db.withTenant(key.tenantId, (tx) => endChallenge(tx, { ...key, challengeId }));
    return;
  }
  await deps.db.withTenant(key.tenantId, async (tx) => {
    await recordFailedSignIn(tx, user);
    if (tries >= MFA_CHALLENGE_TRIES) await endChallenge(tx, { ...key, challengeId });
  });
  throw invalidField('code', MFA_MESSAGES.codeInvalid);
}
