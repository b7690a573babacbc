import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { internalEmails } from '../../db/schema/index.ts';

export type InternalEmailRow = typeof internalEmails.$inferSelect;
type Values = Partial<Omit<typeof internalEmails.$inferInsert, 'tenantId' | 'updatedAt'>>;

export async function findInternalEmail(
  tx: Tx,
  params: { tenantId: string },
): Promise<InternalEmailRow | undefined> {
  const [row] = await tx
    .select()
    .from(internalEmails)
    .where(eq(internalEmails.tenantId, params.tenantId))
    .limit(1);
  return row;
}

/** The verified address only: an unverified one receives nothing. */
export async function findVerifiedInternalEmail(tx: Tx, params: { tenantId: string }) {
  const [row] = await tx
    .select({ email: internalEmails.email })
    .from(internalEmails)
    .where(and(eq(internalEmails.tenantId, params.tenantId), eq(internalEmails.verified, true)))
    .limit(1);
  return row?.email;
}

export async function upsertInternalEmail(
  tx: Tx,
  params: { tenantId: string; values: Values & { email: string }; at: Date },
): Promise<void> {
  const values = { ...params.values, updatedAt: params.at };
  await tx
    .insert(internalEmails)
    .values({ tenantId: params.tenantId, ...values })
    .onConflictDoUpdate({ target: internalEmails.tenantId, set: values });
}

/**
 * Takes one try of the live code and reads it, in one statement: nothing once the code has
 * had `limit` tries, expired or is gone, so concurrent tries never exceed the limit.
 */
export async function claimCodeAttempt(
  tx: Tx,
  params: { tenantId: string; limit: number; now: Date },
): Promise<{ email: string; codeHash: string } | undefined> {
  const [row] = await tx
    .update(internalEmails)
    .set({ attempts: sql`${internalEmails.attempts} + 1` })
    .where(
      and(
        eq(internalEmails.tenantId, params.tenantId),
        isNotNull(internalEmails.codeHash),
        gt(internalEmails.codeExpiresAt, params.now),
        lt(internalEmails.attempts, params.limit),
      ),
    )
    .returning({ email: internalEmails.email, codeHash: internalEmails.codeHash });
  return row?.codeHash ? { email: row.email, codeHash: row.codeHash } : undefined;
}

export async function updateInternalEmail(
  tx: Tx,
  params: { tenantId: string; values: Values; at: Date },
): Promise<void> {
  await tx
    .update(internalEmails)
    .set({ ...params.values, updatedAt: params.at })
    .where(eq(internalEmails.tenantId, params.tenantId));
}
