import {
  decodeAuthCode,
  LOGIN_MESSAGES,
  type AuthCodePreview,
  type Challenge,
} from '@tallysheet/contract/identity/tokens';
import { NewPasswordSchema, PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import type { AppDeps } from '../../lib/deps.ts';
import { HttpError, invalidField, unauthorized } from '../../lib/http-errors.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import { ChallengeClaimsSchema, type ChallengeClaims } from './access-token.ts';
import {
  findSignInUser,
  recordFailedSignIn,
  setPasswordAndRevoke,
  type SignInUser,
} from './identity.repository.ts';
import { throwIfLocked } from './lockout.ts';
import { maskEmail } from './mask-email.ts';
import {
  answerMfaChallenge,
  hasMfa,
  MFA_CHALLENGE_TTL_SECONDS,
  openMfaChallenge,
} from './mfa.service.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hash.ts';
import { startSession, unixSeconds, type IssuedSession } from './sessions.service.ts';

const CHALLENGE_TTL_SECONDS = 600;

type Deps = { deps: AppDeps };
export type SignInOutcome =
  { kind: 'session'; session: IssuedSession } | { kind: 'challenge'; challenge: Challenge };

const signInFailed = () => unauthorized(LOGIN_MESSAGES.failed);

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
    setPasswordAndRevoke(tx, {
      tenantId: user.tenantId,
      userId: user.userId,
      passwordHash,
      at: deps.clock.now(),
    }),
  );
  const fresh = await deps.db.withTenant(user.tenantId, (tx) => findSignInUser(tx, user));
  return sessionOrCode(deps, fresh!);
}
