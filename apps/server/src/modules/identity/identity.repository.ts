import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ofUser } from '../../db/joins.ts';
import { FAILED_SIGN_IN_WINDOW_MINUTES } from '@tallysheet/contract/identity/tokens';
import type { Tx } from '../../db/client.ts';
import { passwordResetCodes, refreshTokens, users } from '../../db/schema/index.ts';

/** A user's password reset code (one at most). */
const codeOfUser = (key: { tenantId: string; userId: string }) => ofUser(passwordResetCodes, key);

export { FAILED_SIGN_IN_LIMIT } from '@tallysheet/contract/identity/tokens';
export const FAILED_SIGN_IN_WINDOW_MS = FAILED_SIGN_IN_WINDOW_MINUTES * 60_000;

export async function findSignInUser(tx: Tx, params: { tenantId: string; userId: string }) {
  const [row] = await tx
    .select({
      tenantId: users.tenantId,
      userId: users.userId,
      displayName: users.displayName,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      passwordTemporary: users.passwordTemporary,
      passwordExpiresAt: users.passwordExpiresAt,
      tokenVersion: users.tokenVersion,
      failedSignIns: users.failedSignIns,
      failedSignInWindowStart: users.failedSignInWindowStart,
      isArchived: users.isArchived,
      isDeleted: users.isDeleted,
    })
    .from(users)
    .where(ofUser(users, params))
    .limit(1);
  return row;
}
export type SignInUser = NonNullable<Awaited<ReturnType<typeof findSignInUser>>>;

/** Counts a failed sign-in in the user's one-hour window, starting a new window when the last ran out. */
export async function recordFailedSignIn(tx: Tx, params: { tenantId: string; userId: string }) {
  const windowOpen = sql`${users.failedSignInWindowStart} > now() - ${FAILED_SIGN_IN_WINDOW_MINUTES} * interval '1 minute'`;
  await tx
    .update(users)
    .set({
      failedSignIns: sql`case when ${windowOpen} then ${users.failedSignIns} + 1 else 1 end`,
      failedSignInWindowStart: sql`case when ${windowOpen} then ${users.failedSignInWindowStart} else now() end`,
    })
    .where(ofUser(users, params));
}

export async function clearFailedSignIns(tx: Tx, params: { tenantId: string; userId: string }) {
  await tx
    .update(users)
    .set({ failedSignIns: 0, failedSignInWindowStart: null })
    .where(ofUser(users, params));
}

/**
 * Sets a permanent password and cuts every session: the token version moves on and all
 * refresh tokens are revoked.
 */
export async function setPasswordAndRevoke(
  tx: Tx,
  params: { tenantId: string; userId: string; passwordHash: string; at: Date },
) {
  await tx
    .update(users)
    .set({
      passwordHash: params.passwordHash,
      passwordTemporary: false,
      passwordExpiresAt: null,
      failedSignIns: 0,
      failedSignInWindowStart: null,
      updatedAt: params.at,
    })
    .where(ofUser(users, params));
  await revokeSessions(tx, params);
}

/** Logout everywhere: the next request with any earlier token is refused. */
export async function revokeSessions(
  tx: Tx,
  params: { tenantId: string; userId: string; at: Date },
) {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(ofUser(users, params));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: params.at })
    .where(and(ofUser(refreshTokens, params), isNull(refreshTokens.revokedAt)));
}

export async function insertRefreshToken(
  tx: Tx,
  params: {
    tenantId: string;
    userId: string;
    sessionId: string;
    tokenHash: string;
    sessionExpiresAt: Date;
  },
) {
  await tx.insert(refreshTokens).values(params);
}

const tokenKey = (params: { tenantId: string; tokenHash: string }) =>
  and(eq(refreshTokens.tenantId, params.tenantId), eq(refreshTokens.tokenHash, params.tokenHash));

/** A live refresh token with its user's current state. */
export async function findLiveRefreshToken(
  tx: Tx,
  params: { tenantId: string; tokenHash: string; now: Date },
) {
  const [row] = await tx
    .select({
      userId: refreshTokens.userId,
      sessionId: refreshTokens.sessionId,
      sessionExpiresAt: refreshTokens.sessionExpiresAt,
      displayName: users.displayName,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      isArchived: users.isArchived,
      isDeleted: users.isDeleted,
    })
    .from(refreshTokens)
    .innerJoin(users, ofUser(users, refreshTokens))
    .where(
      and(
        tokenKey(params),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.sessionExpiresAt, params.now),
      ),
    )
    .limit(1);
  return row;
}

/** The session of a known refresh token, live or not (a spent token presented again). */
export async function findRefreshTokenSession(
  tx: Tx,
  params: { tenantId: string; tokenHash: string },
) {
  const [row] = await tx
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(tokenKey(params))
    .limit(1);
  return row?.sessionId;
}

/**
 * Spends a refresh token and issues its successor in the same session. The conditional update
 * decides between concurrent uses of one token: only one finds it unrevoked; false for the rest.
 */
export async function rotateRefreshToken(
  tx: Tx,
  params: {
    tenantId: string;
    tokenHash: string;
    nextHash: string;
    now: Date;
  },
): Promise<boolean> {
  const [spent] = await tx
    .update(refreshTokens)
    .set({ revokedAt: params.now, lastUsedAt: params.now })
    .where(and(tokenKey(params), isNull(refreshTokens.revokedAt)))
    .returning({
      userId: refreshTokens.userId,
      sessionId: refreshTokens.sessionId,
      sessionExpiresAt: refreshTokens.sessionExpiresAt,
    });
  if (!spent) return false;
  await insertRefreshToken(tx, { tenantId: params.tenantId, tokenHash: params.nextHash, ...spent });
  return true;
}

/** Ends one session: every refresh token of its family is revoked (a spent token was reused). */
export async function revokeRefreshSession(
  tx: Tx,
  params: { tenantId: string; sessionId: string; now: Date },
) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: params.now })
    .where(
      and(
        eq(refreshTokens.tenantId, params.tenantId),
        eq(refreshTokens.sessionId, params.sessionId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function findResetCode(tx: Tx, params: { tenantId: string; userId: string }) {
  const [row] = await tx.select().from(passwordResetCodes).where(codeOfUser(params)).limit(1);
  return row;
}

/** Replaces the user's outstanding code: only the newest code works. */
export async function saveResetCode(
  tx: Tx,
  params: { tenantId: string; userId: string; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  await tx
    .insert(passwordResetCodes)
    .values({ ...params, attempts: 0 })
    .onConflictDoUpdate({
      target: [passwordResetCodes.tenantId, passwordResetCodes.userId],
      set: {
        codeHash: params.codeHash,
        expiresAt: params.expiresAt,
        attempts: 0,
        createdAt: params.createdAt,
      },
    });
}

/**
 * Takes one try of the user's live code and reads its hash, in one statement: nothing while
 * the code has had `limit` tries or has expired, so concurrent tries never exceed the limit.
 */
export async function claimResetAttempt(
  tx: Tx,
  params: { tenantId: string; userId: string; limit: number; now: Date },
): Promise<string | undefined> {
  const [row] = await tx
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        codeOfUser(params),
        lt(passwordResetCodes.attempts, params.limit),
        gt(passwordResetCodes.expiresAt, params.now),
      ),
    )
    .returning({ codeHash: passwordResetCodes.codeHash });
  return row?.codeHash;
}

/** Uses the code up: true when it was still there (another request did not use it first). */
export async function consumeResetCode(
  tx: Tx,
  params: { tenantId: string; userId: string; codeHash: string },
): Promise<boolean> {
  const rows = await tx
    .delete(passwordResetCodes)
    .where(and(codeOfUser(params), eq(passwordResetCodes.codeHash, params.codeHash)))
    .returning({ userId: passwordResetCodes.userId });
  return rows.length === 1;
}
