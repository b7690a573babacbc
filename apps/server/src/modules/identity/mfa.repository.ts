import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mfaAudit, mfaFactors, mfaRecoveryCodes, type MfaEvent } from '../../db/schema/index.ts';

type UserKey = { tenantId: string; userId: string };
const ofUser = (key: UserKey) =>
  and(eq(mfaFactors.tenantId, key.tenantId), eq(mfaFactors.userId, key.userId));
const codesOf = (key: UserKey) =>
  and(eq(mfaRecoveryCodes.tenantId, key.tenantId), eq(mfaRecoveryCodes.userId, key.userId));

export async function findMfaFactor(tx: Tx, key: UserKey) {
  const [row] = await tx
    .select({
      secret: mfaFactors.secret,
      enabledAt: mfaFactors.enabledAt,
      lastStep: mfaFactors.lastStep,
      challengeId: mfaFactors.challengeId,
      challengeFailures: mfaFactors.challengeFailures,
    })
    .from(mfaFactors)
    .where(ofUser(key))
    .limit(1);
  return row;
}
export type MfaFactor = NonNullable<Awaited<ReturnType<typeof findMfaFactor>>>;

/** Starts an enrolment: a pending (not enabled) factor replaces any earlier pending one. */
export async function savePendingFactor(tx: Tx, params: UserKey & { secret: string }) {
  await tx
    .insert(mfaFactors)
    .values({ ...params, enabledAt: null, lastStep: 0 })
    .onConflictDoUpdate({
      target: [mfaFactors.tenantId, mfaFactors.userId],
      set: { secret: params.secret, enabledAt: null, lastStep: 0, challengeId: null },
      setWhere: isNull(mfaFactors.enabledAt),
    });
}

/**
 * Uses up a time step: true when `step` is newer than the last one accepted, which it becomes.
 * One statement, so two requests with the same code cannot both pass.
 */
export async function consumeStep(tx: Tx, params: UserKey & { step: number }) {
  const rows = await tx
    .update(mfaFactors)
    .set({ lastStep: params.step })
    .where(and(ofUser(params), lt(mfaFactors.lastStep, params.step)))
    .returning({ userId: mfaFactors.userId });
  return rows.length === 1;
}

export async function enableFactor(tx: Tx, params: UserKey & { at: Date; codeHashes: string[] }) {
  await tx.update(mfaFactors).set({ enabledAt: params.at }).where(ofUser(params));
  await tx.delete(mfaRecoveryCodes).where(codesOf(params));
  await tx.insert(mfaRecoveryCodes).values(
    params.codeHashes.map((codeHash) => ({
      tenantId: params.tenantId,
      userId: params.userId,
      codeHash,
    })),
  );
}

/** Turns the factor off: the secret and the recovery codes are deleted. */
export async function deleteFactor(tx: Tx, key: UserKey) {
  await tx.delete(mfaFactors).where(ofUser(key));
  await tx.delete(mfaRecoveryCodes).where(codesOf(key));
}

/** The hashes of the user's recovery codes not used yet. */
export async function unusedRecoveryCodeHashes(tx: Tx, key: UserKey): Promise<string[]> {
  const rows = await tx
    .select({ codeHash: mfaRecoveryCodes.codeHash })
    .from(mfaRecoveryCodes)
    .where(and(codesOf(key), isNull(mfaRecoveryCodes.usedAt)));
  return rows.map((row) => row.codeHash);
}

/** Marks an unused recovery code used; true when it was there and unused. */
export async function consumeRecoveryCode(
  tx: Tx,
  params: UserKey & { codeHash: string; at: Date },
) {
  const rows = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: params.at })
    .where(
      and(
        codesOf(params),
        eq(mfaRecoveryCodes.codeHash, params.codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: mfaRecoveryCodes.codeHash });
  return rows.length === 1;
}

/** A new sign-in challenge replaces the one before, with no wrong codes yet. */
export async function startChallenge(tx: Tx, params: UserKey & { challengeId: string }) {
  await tx
    .update(mfaFactors)
    .set({ challengeId: params.challengeId, challengeFailures: 0 })
    .where(ofUser(params));
}

/**
 * Takes one try of the running challenge before its code is checked (`challengeFailures`
 * counts tries): its new count, or undefined once it has had `limit` tries or was replaced.
 * One statement, so concurrent tries never exceed the limit.
 */
export async function claimChallengeTry(
  tx: Tx,
  params: UserKey & { challengeId: string; limit: number },
) {
  const [row] = await tx
    .update(mfaFactors)
    .set({ challengeFailures: sql`${mfaFactors.challengeFailures} + 1` })
    .where(
      and(
        ofUser(params),
        eq(mfaFactors.challengeId, params.challengeId),
        lt(mfaFactors.challengeFailures, params.limit),
      ),
    )
    .returning({ tries: mfaFactors.challengeFailures });
  return row?.tries;
}

/** Ends the running challenge (answered, or out of tries). */
export async function endChallenge(tx: Tx, params: UserKey & { challengeId: string }) {
  await tx
    .update(mfaFactors)
    .set({ challengeId: null, challengeFailures: 0 })
    .where(and(ofUser(params), eq(mfaFactors.challengeId, params.challengeId)));
}

export async function recordMfaEvent(
  tx: Tx,
  params: UserKey & { event: MfaEvent; actorUserId: string; at: Date },
) {
  await tx.insert(mfaAudit).values(params);
}
