import { and, count, desc, eq, gte, isNotNull, lte, max, min, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditCheckpoints, auditEntries, tenants } from '../../db/schema/index.ts';

type Scope = { tenantId: string };
export type CheckpointRow = typeof auditCheckpoints.$inferSelect;

/** The tenant's retention in years; null keeps the trail for the tenant's life. */
export async function readRetentionYears(tx: Tx, { tenantId }: Scope) {
  const [row] = await tx
    .select({ years: tenants.auditRetentionYears })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId));
  return row?.years ?? null;
}

export async function saveRetentionYears(
  tx: Tx,
  { tenantId, years, at }: Scope & { years: number | null; at: Date },
) {
  await tx
    .update(tenants)
    .set({ auditRetentionYears: years, updatedAt: at })
    .where(eq(tenants.tenantId, tenantId));
}

/** Every tenant with a retention set (the cross-tenant job's list). */
export function tenantsWithRetention(tx: Tx) {
  return tx
    .select({ tenantId: tenants.tenantId, years: tenants.auditRetentionYears })
    .from(tenants)
    .where(isNotNull(tenants.auditRetentionYears))
    .orderBy(tenants.tenantId);
}

/** The checkpoint the tenant's chain restarts from: the latest prune's, if any. */
export async function latestCheckpoint(tx: Tx, { tenantId }: Scope) {
  const [row] = await tx
    .select()
    .from(auditCheckpoints)
    .where(eq(auditCheckpoints.tenantId, tenantId))
    .orderBy(desc(auditCheckpoints.seq))
    .limit(1);
  return row;
}

/**
 * The last entry of the longest prefix of the chain whose entries are all older than `before`
 * (and how many entries that prefix holds), or undefined when there is none to cut.
 */
export async function prunablePrefix(tx: Tx, { tenantId, before }: Scope & { before: Date }) {
  const ofTenant = eq(auditEntries.tenantId, tenantId);
  const [bounds] = await tx
    .select({ firstKept: min(auditEntries.seq), last: max(auditEntries.seq) })
    .from(auditEntries)
    .where(and(ofTenant, gte(auditEntries.at, before)));
  const through =
    bounds?.firstKept != null
      ? Number(bounds.firstKept) - 1
      : Number(
          (
            await tx
              .select({ last: max(auditEntries.seq) })
              .from(auditEntries)
              .where(ofTenant)
          )[0]?.last ?? 0,
        );
  if (through < 1) return undefined;
  const [last] = await tx
    .select({ seq: auditEntries.seq, id: auditEntries.id, hash: auditEntries.hash })
    .from(auditEntries)
    .where(and(ofTenant, eq(auditEntries.seq, through)));
  if (!last) return undefined;
  const [counted] = await tx
    .select({ count: count() })
    .from(auditEntries)
    .where(and(ofTenant, lte(auditEntries.seq, through)));
  return { ...last, count: counted?.count ?? 0 };
}

/**
 * Cuts the chain's prefix through `checkpoint.seq` and stores the checkpoint, in one call of
 * the database's pruning function (the application roles may not delete entries themselves).
 * Answers how many entries went.
 */
export async function pruneThrough(tx: Tx, { tenantId, ...c }: Scope & CheckpointRow) {
  const result = (await tx.execute(
    sql`select tallysheet_audit_prune(${tenantId}, ${c.id}, ${c.seq}, ${c.entryId}, ${c.hash},
      ${c.pruned}, ${c.at.toISOString()}::timestamptz, ${c.keyId}, ${c.signature}) as removed`,
  )) as unknown as { rows: { removed: number }[] };
  return Number(result.rows[0]?.removed ?? 0);
}
