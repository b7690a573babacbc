import { randomInt, randomUUID } from 'node:crypto';
import {
  decodeAuthCode,
  LOGIN_MESSAGES,
  type AuthCodePreview,
  normalizeVerificationCode,
  VERIFICATION_CODE_DIGITS,
  type Challenge,
  type ForgotPasswordResult,
  type SessionTokens,
} from '@tallysheet/contract/identity/tokens';
import { NewPasswordSchema, PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import type { AppDeps } from '../../lib/deps.ts';
import { HttpError, invalidField, unauthorized } from '../../lib/http-errors.ts';
import {
  ChallengeClaimsSchema,
  internalUserId,
  type AccessClaims,
  type ChallengeClaims,
} from './access-token.ts';
import {
  claimResetAttempt,
  clearFailedSignIns,
  consumeResetCode,
  findLiveRefreshToken,
  findRefreshTokenSession,
  findResetCode,
  findSignInUser,
  insertRefreshToken,
  recordFailedSignIn,
  revokeRefreshSession,
  revokeSessions,
  rotateRefreshToken,
  saveResetCode,
  setPasswordAndRevoke,
  type SignInUser,
} from './identity.repository.ts';
import { throwIfLocked } from './lockout.ts';
import { confirmPassword } from './reauthenticate.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import { maskEmail, plausibleMaskedEmail } from './mask-email.ts';
import {
  answerMfaChallenge,
  hasMfa,
  MFA_CHALLENGE_TTL_SECONDS,
  openMfaChallenge,
} from './mfa.service.ts';
import { createOpaqueToken, parseOpaqueToken, sameHash, sha256 } from './opaque-token.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hash.ts';

const CHALLENGE_TTL_SECONDS = 600;
const RESET_CODE_TTL_MS = 3_600_000;
const RESET_CODE_MAX_ATTEMPTS = 5;
const RESET_CODE_RESEND_MS = 30_000;

type Deps = { deps: AppDeps };
export interface IssuedSession {
  tokens: SessionTokens;
  sessionEnd: Date;
}
export type SignInOutcome =
  { kind: 'session'; session: IssuedSession } | { kind: 'challenge'; challenge: Challenge };

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Cuts every session of a user at their next request, in the caller's transaction. */
export const revokeUserSessions = revokeSessions;
const signInFailed = () => unauthorized(LOGIN_MESSAGES.failed);

function accessToken(
  deps: AppDeps,
  user: Pick<SignInUser, 'userId' | 'role' | 'email' | 'displayName'>,
  params: { tenantId: string; tokenVersion: number; sessionId: string; sessionEnd: Date },
) {
  const now = unixSeconds(deps.clock.now());
  const lifetime = Math.min(deps.config.ACCESS_TOKEN_TTL, unixSeconds(params.sessionEnd) - now);
  if (lifetime < 1) throw unauthorized('Cannot retrieve a new session. Please authenticate.');
  const expiresAt = now + lifetime;
  const claims: AccessClaims = {
    typ: 'access',
    sub: internalUserId(params.tenantId, user.userId),
    tenantId: params.tenantId,
    username: user.userId,
    role: user.role,
    email: user.email,
    name: user.displayName,
    tv: params.tokenVersion,
    sid: params.sessionId,
    exp: expiresAt,
  };
  return { jwt: deps.tokens.sign(claims), expiresAt };
}

/** Starts a session: an access token and a refresh token that lives until the session's end. */
async function startSession(deps: AppDeps, user: SignInUser): Promise<IssuedSession> {
  const sessionEnd = new Date(deps.clock.now().getTime() + deps.config.SESSION_TTL * 1000);
  const refresh = createOpaqueToken(user.tenantId);
  const sessionId = randomUUID();
  await deps.db.withTenant(user.tenantId, async (tx) => {
    await insertRefreshToken(tx, {
      tenantId: user.tenantId,
      userId: user.userId,
      sessionId,
      tokenHash: refresh.hash,
      sessionExpiresAt: sessionEnd,
    });
    if (user.failedSignIns > 0) await clearFailedSignIns(tx, user);
  });
  const access = accessToken(deps, user, {
    tenantId: user.tenantId,
    tokenVersion: user.tokenVersion,
    sessionId,
    sessionEnd,
  });
  return {
    sessionEnd,
    tokens: {
      status: 'SUCCESS',
      ...access,
      sessionExpiresAt: unixSeconds(sessionEnd),
      refreshToken: refresh.token,
    },
  };
}

function challengeFor(
  deps: AppDeps,
  user: SignInUser,
  challenge: ChallengeClaims['challenge'],
  cid?: string,
): Challenge {
  const claims: ChallengeClaims = {
    typ: 'challenge',
    challenge,
    tenantId: user.tenantId,
    username: user.userId,
    tv: user.tokenVersion,
    ...(cid && { cid }),
  };
  const ttl = challenge === 'MFA_REQUIRED' ? MFA_CHALLENGE_TTL_SECONDS : CHALLENGE_TTL_SECONDS;
  const exp = unixSeconds(deps.clock.now()) + ttl;
  return { status: challenge, session: deps.tokens.sign({ ...claims, exp }) };
}

/** After the password (and any new one): a code first when the user has a second factor. */
async function sessionOrCode(deps: AppDeps, user: SignInUser): Promise<SignInOutcome> {
  if (await hasMfa(deps, user)) {
    const cid = await openMfaChallenge(deps, user);
    return { kind: 'challenge', challenge: challengeFor(deps, user, 'MFA_REQUIRED', cid) };
  }
  return { kind: 'session', session: await startSession(deps, user) };
}

/** Checks a password against the account, counting failures in the database (100 an hour at most). */
async function verifyCredentials(
  deps: AppDeps,
  params: { tenantId: string; username: string; password: string },
): Promise<SignInUser> {
  const tenantId = params.tenantId.trim().toLowerCase();
  const userId = params.username.trim().toLowerCase();
  const user = await deps.db.withTenant(tenantId, (tx) => findSignInUser(tx, { tenantId, userId }));
  if (!user || user.isDeleted || !user.passwordHash) {
    await verifyAgainstNothing(params.password);
    throw signInFailed();
  }
  throwIfLocked(user, deps.clock.now());
  if (!(await verifyPassword(user.passwordHash, params.password))) {
    await deps.db.withTenant(tenantId, (tx) => recordFailedSignIn(tx, user));
    throw signInFailed();
  }
  if (user.isArchived) throw new HttpError(403, LOGIN_MESSAGES.disabled);
  return user;
}

/** Signs in with Customer ID, username and password: a session, or the challenge that must come first. */
export async function signIn({
  deps,
  tenantId,
  username,
  password,
}: Deps & { tenantId: string; username: string; password: string }): Promise<SignInOutcome> {
  const user = await verifyCredentials(deps, { tenantId, username, password });
  if (user.passwordTemporary) {
    if (user.passwordExpiresAt && user.passwordExpiresAt < deps.clock.now())
      throw unauthorized(LOGIN_MESSAGES.temporaryExpired);
    return { kind: 'challenge', challenge: challengeFor(deps, user, 'NEW_PASSWORD_REQUIRED') };
  }
  return sessionOrCode(deps, user);
}

/** Signs in from an invitation or auto-login code (base64 JSON of tenantId, userId, password). */
export async function signInWithAuthCode({
  deps,
  authCode,
}: Deps & { authCode: string }): Promise<SignInOutcome> {
  const bundle = decodeAuthCode(authCode);
  if (!bundle) throw invalidField('authCode', LOGIN_MESSAGES.authCodeInvalid);
  return signIn({
    deps,
    tenantId: bundle.tenantId,
    username: bundle.userId,
    password: bundle.password,
  });
}

/**
 * Who an invitation or auto-login code signs in, without signing in: the web asks the person to
 * continue first (login CSRF). The code's password is checked as at sign-in (a wrong one counts
 * toward the lockout and tells nothing), and the e-mail is masked.
 */
export async function previewAuthCode({
  deps,
  authCode,
}: Deps & { authCode: string }): Promise<AuthCodePreview> {
  const bundle = decodeAuthCode(authCode);
  if (!bundle) throw invalidField('authCode', LOGIN_MESSAGES.authCodeInvalid);
  const user = await verifyCredentials(deps, {
    tenantId: bundle.tenantId,
    username: bundle.userId,
    password: bundle.password,
  });
  const companyName = await deps.db.withTenant(user.tenantId, (tx) =>
    companyNameOf(tx, user.tenantId),
  );
  return {
    tenantId: user.tenantId,
    username: user.userId,
    name: user.displayName,
    email: maskEmail(user.email),
    companyName,
  };
}

/** Answers a sign-in challenge; for NEW_PASSWORD_REQUIRED, sets the new password and signs in. */
export async function respondToChallenge({
  deps,
  session,
  newPassword,
  code,
}: Deps & { session: string; newPassword?: string; code?: string }): Promise<SignInOutcome> {
  let claims: ChallengeClaims;
  try {
    claims = ChallengeClaimsSchema.parse(deps.tokens.verify(session));
  } catch {
    throw unauthorized(LOGIN_MESSAGES.challengeExpired);
  }
  const user = await deps.db.withTenant(claims.tenantId, (tx) =>
    findSignInUser(tx, { tenantId: claims.tenantId, userId: claims.username }),
  );
  if (!user || user.isDeleted || user.tokenVersion !== claims.tv)
    throw unauthorized(LOGIN_MESSAGES.challengeExpired);
  if (user.isArchived) throw new HttpError(403, LOGIN_MESSAGES.disabled);
  if (claims.challenge === 'MFA_REQUIRED') {
    if (!claims.cid) throw unauthorized(LOGIN_MESSAGES.challengeExpired);
    throwIfLocked(user, deps.clock.now());
    await answerMfaChallenge({ deps, user, challengeId: claims.cid, code });
    return { kind: 'session', session: await startSession(deps, user) };
  }
  if (!user.passwordTemporary) throw unauthorized(LOGIN_MESSAGES.challengeExpired);
  if (!newPassword) throw invalidField('newPassword', PASSWORD_MESSAGES.newPasswordRequired);
  const parsed = NewPasswordSchema.safeParse(newPassword);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: 'newPassword',
      message: issue.message,
    }));
    throw new HttpError(400, issues.map((i) => `newPassword: ${i.message}`).join('; '), { issues });
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.withTenant(user.tenantId, (tx) =>
    setPasswordAndRevoke(tx, { tenantId: user.tenantId, userId: user.userId, passwordHash }),
  );
  const fresh = await deps.db.withTenant(user.tenantId, (tx) => findSignInUser(tx, user));
  return sessionOrCode(deps, fresh!);
}

const sessionOver = () => unauthorized('Cannot retrieve a new session. Please authenticate.');

/**
 * A new access token and a new refresh token from a live refresh token, never past the
 * session's end. A refresh token works once (OAuth 2.0 Security BCP, rotation): a spent one
 * presented again means two parties hold it, so its whole session ends (every refresh token of
 * the family revoked, the session's access tokens refused at their next request).
 */
export async function refreshSession({
  deps,
  refreshToken,
}: Deps & { refreshToken: string | undefined }): Promise<IssuedSession> {
  const parsed = refreshToken ? parseOpaqueToken(refreshToken) : undefined;
  if (!parsed) throw sessionOver();
  const now = deps.clock.now();
  const key = { tenantId: parsed.tenantId, tokenHash: parsed.hash };
  const next = createOpaqueToken(parsed.tenantId);
  const outcome = await deps.db.withTenant(parsed.tenantId, async (tx) => {
    const row = await findLiveRefreshToken(tx, { ...key, now });
    if (row?.isArchived && !row.isDeleted) return { kind: 'archived' as const };
    if (
      row &&
      !row.isDeleted &&
      (await rotateRefreshToken(tx, { ...key, nextHash: next.hash, now }))
    )
      return { kind: 'rotated' as const, row };
    // Reuse (or a lost race for the same token): the session ends, committed with this answer.
    const sessionId = await findRefreshTokenSession(tx, key);
    if (sessionId) await revokeRefreshSession(tx, { tenantId: parsed.tenantId, sessionId, now });
    return { kind: 'refused' as const };
  });
  if (outcome.kind === 'archived') throw new HttpError(403, LOGIN_MESSAGES.disabled);
  if (outcome.kind === 'refused') throw sessionOver();
  const { row } = outcome;
  const access = accessToken(deps, row, {
    tenantId: parsed.tenantId,
    tokenVersion: row.tokenVersion,
    sessionId: row.sessionId,
    sessionEnd: row.sessionExpiresAt,
  });
  return {
    sessionEnd: row.sessionExpiresAt,
    tokens: {
      status: 'SUCCESS',
      ...access,
      sessionExpiresAt: unixSeconds(row.sessionExpiresAt),
      refreshToken: next.token,
    },
  };
}

/** Signs the user out everywhere. */
export async function signOut({
  deps,
  tenantId,
  userId,
}: Deps & { tenantId: string; userId: string }): Promise<void> {
  await deps.db.withTenant(tenantId, (tx) => revokeSessions(tx, { tenantId, userId }));
}

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
    await setPasswordAndRevoke(tx, { tenantId, userId, passwordHash });
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
  await deps.db.withTenant(tenantId, (tx) =>
    setPasswordAndRevoke(tx, { tenantId, userId, passwordHash }),
  );
}
