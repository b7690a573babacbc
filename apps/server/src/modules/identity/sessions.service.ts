import { randomUUID } from 'node:crypto';
import { LOGIN_MESSAGES, type SessionTokens } from '@tallysheet/contract/identity/tokens';
import type { AccessClaims } from '../../lib/access-claims.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { internalUserId } from './access-token.ts';
import {
  clearFailedSignIns,
  findLiveRefreshToken,
  findRefreshTokenSession,
  insertRefreshToken,
  revokeRefreshSession,
  revokeSessions,
  rotateRefreshToken,
  type SignInUser,
} from './identity.repository.ts';
import { createOpaqueToken, parseOpaqueToken } from './opaque-token.ts';

type Deps = { deps: AppDeps };
export interface IssuedSession {
  tokens: SessionTokens;
  sessionEnd: Date;
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Cuts every session of a user at their next request, in the caller's transaction. */
export const revokeUserSessions = revokeSessions;

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
export async function startSession(deps: AppDeps, user: SignInUser): Promise<IssuedSession> {
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
  await deps.db.withTenant(tenantId, (tx) =>
    revokeSessions(tx, { tenantId, userId, at: deps.clock.now() }),
  );
}
