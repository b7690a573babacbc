import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AuditFilters } from '@tallysheet/contract/audit/audit';
import { AUDIT_GENESIS_HASH } from '@tallysheet/contract/audit/audit';
import type { Tx } from '../../db/client.ts';
import { countWhere } from '../../db/count.ts';
import { auditChainHeads, auditEntries } from '../../db/schema/index.ts';

type Scope = { tenantId: string };
export type AuditRow = typeof auditEntries.$inferSelect;

/**
 * The tenant's chain head, created at the genesis hash when the tenant has none, and locked
 * (the upsert takes the row lock) until the transaction ends: appends of one tenant queue here.
 */
export async function lockChainHead(tx: Tx, { tenantId }: Scope) {
  const [head] = await tx
    .insert(auditChainHeads)
    .values({ tenantId, seq: 0, hash: AUDIT_GENESIS_HASH })
    .onConflictDoUpdate({
      target: auditChainHeads.tenantId,
      set: { seq: sql`${auditChainHeads.seq}` },
    })
    .returning({ seq: auditChainHeads.seq, hash: auditChainHeads.hash });
  return head!;
}

export async function advanceChainHead(
  tx: Tx,
  { tenantId, seq, hash }: Scope & { seq: number; hash: string },
) {
  await tx.update(auditChainHeads).set({ seq, hash }).where(eq(auditChainHeads.tenantId, tenantId));
}

export async function readChainHead(tx: Tx, { tenantId }: Scope) {
  const [head] = await tx
    .select({ seq: auditChainHeads.seq, hash: auditChainHeads.hash })
    .from(auditChainHeads)
    .where(eq(auditChainHeads.tenantId, tenantId));
  return head;
}

export async function insertEntries(tx: Tx, rows: AuditRow[]) {
  if (rows.length) await tx.insert(auditEntries).values(rows);
}

/** The filters as conditions; the period's days are the tenant's (`zone`). */
function conditions(tenantId: string, filters: AuditFilters, zone: string): SQL[] {
  const where: SQL[] = [eq(auditEntries.tenantId, tenantId)];
  if (filters.from)
    where.push(sql`${auditEntries.at} >= (${filters.from}::date::timestamp at time zone ${zone})`);
  if (filters.to)
    where.push(
      sql`${auditEntries.at} < ((${filters.to}::date + 1)::timestamp at time zone ${zone})`,
    );
  if (filters.entityType) where.push(eq(auditEntries.entityType, filters.entityType));
  if (filters.entityId) where.push(eq(auditEntries.entityId, filters.entityId));
  if (filters.actorType) where.push(eq(auditEntries.actorType, filters.actorType));
  if (filters.actorId) where.push(eq(auditEntries.actorId, filters.actorId));
  if (filters.action) where.push(eq(auditEntries.action, filters.action));
  return where;
}

/**
 * Whether the tenant's trail names the entity (of `entityType` when given) or the actor at all:
 * an id it never saw is a 404, as every id of another tenant is.
 */
export async function trailNames(
  tx: Tx,
  params: Scope & { entityType?: string; entityId?: string; actorId?: string },
) {
  const found = async (where: SQL | undefined) =>
    (await tx.select({ id: auditEntries.id }).from(auditEntries).where(where).limit(1)).length > 0;
  return {
    entity:
      !params.entityId ||
      (await found(
        and(
          eq(auditEntries.tenantId, params.tenantId),
          eq(auditEntries.entityId, params.entityId),
          params.entityType ? eq(auditEntries.entityType, params.entityType) : undefined,
        ),
      )),
    actor:
      !params.actorId ||
      (await found(
        and(eq(auditEntries.tenantId, params.tenantId), eq(auditEntries.actorId, params.actorId)),
      )),
  };
}

/** A page of the matching entries, newest first, and how many match. */
export async function listEntries(
  tx: Tx,
  params: Scope & { filters: AuditFilters; zone: string; limit: number; offset: number },
) {
  const where = and(...conditions(params.tenantId, params.filters, params.zone));
  const rows = await tx
    .select()
    .from(auditEntries)
    .where(where)
    .orderBy(desc(auditEntries.seq))
    .limit(params.limit)
    .offset(params.offset);
  return { rows, count: await countWhere(tx, auditEntries, where) };
}

/** The next chunk of matching entries, newest first, before `beforeSeq` (keyset paging). */
export function nextEntryChunk(
  tx: Tx,
  params: Scope & { filters: AuditFilters; zone: string; beforeSeq?: number; limit: number },
) {
  const where = conditions(params.tenantId, params.filters, params.zone);
  if (params.beforeSeq !== undefined) where.push(sql`${auditEntries.seq} < ${params.beforeSeq}`);
  return tx
    .select()
    .from(auditEntries)
    .where(and(...where))
    .orderBy(desc(auditEntries.seq))
    .limit(params.limit);
}

/** The chain in order from its first entry, a chunk after `afterSeq` at a time. */
export function chainChunk(tx: Tx, params: Scope & { afterSeq: number; limit: number }) {
  return tx
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.tenantId, params.tenantId), gt(auditEntries.seq, params.afterSeq)))
    .orderBy(asc(auditEntries.seq))
    .limit(params.limit);
}
