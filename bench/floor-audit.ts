// The stack floor of the audit trail (apps/server/src/modules/audit): the append a change makes
// in its transaction (record.ts recordAudit: the chain head locked, the entries, the head
// advanced), and the Audit Log's list (audit.service.ts listAudit: a page newest first, and
// how many match). The product's statements live here and nowhere else in the floor, so that a
// change to the trail's columns is a change to this file only. The hash is the product's own
// (chain.ts entryHash): the floor computes the same chain, it does not re-implement it.
import { randomUUID } from 'node:crypto';
import { entryHash } from '../apps/server/src/modules/audit/chain.ts';
import { iso, type Query, type Row } from './floor-db.ts';
import { FIND_TENANT, sql, TENANT_TIMEZONE, type FloorHandler } from './floor-handlers.ts';

/** The tenant's first entry chains to this (the contract's AUDIT_GENESIS_HASH). */
const GENESIS = '0'.repeat(64);

/** lockChainHead: the head, created at the genesis hash when missing, locked by the upsert. */
const LOCK_HEAD = sql`insert into "audit_chain_heads" ("tenant_id", "seq", "hash") values ($1, $2, $3)
  on conflict ("tenant_id") do update set "seq" = "audit_chain_heads"."seq" returning "seq", "hash"`;
/** The trail's columns, in the order insertEntries and the list's `select()` name them. */
const COLUMNS = sql`"tenant_id", "entry_id", "seq", "at", "actor_type", "actor_id", "actor_name",
  "actor_via", "action", "entity_type", "entity_id", "before", "after", "request_id", "ip",
  "decision", "prev_hash", "hash"`;
const COLUMN_NAMES = COLUMNS.split(',').map((column) => column.trim().slice(1, -1));
const COLUMN_COUNT = COLUMN_NAMES.length;
/** Where each column is in a row of the list (rows come as arrays in COLUMNS' order). */
const C = Object.fromEntries(COLUMN_NAMES.map((name, index) => [name, index]));
/** insertEntries: every entry of the change in one statement. */
const insertEntries = (rows: number) =>
  `insert into "audit_entries" (${COLUMNS}) values ${Array.from({ length: rows }, (_, r) => {
    const cells = Array.from({ length: COLUMN_COUNT }, (__, c) => `$${r * COLUMN_COUNT + c + 1}`);
    return `(${cells.join(', ')})`;
  }).join(', ')}`;
const ADVANCE_HEAD = sql`update "audit_chain_heads" set "seq" = $1, "hash" = $2
  where "audit_chain_heads"."tenant_id" = $3`;

export interface AuditActor {
  type: 'user' | 'apiKey' | 'contact' | 'system';
  id: string;
  name: string;
  via?: string;
}
/** One change, as the product's services describe it (record.ts AuditEntryInput). */
export interface AuditChange {
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId: string;
  /** As recorded: plain JSON with no secret field (the floor's changes hold none). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
/** The request a change came with (deps.origin): its id and the client's address. */
export interface Origin {
  requestId: string;
  ip: string;
}

/** recordAudit for one tenant's changes: appended to its chain in the caller's transaction. */
export async function appendAudit(
  query: Query,
  tenantId: string,
  changes: AuditChange[],
  at: Date,
  origin: Origin,
) {
  if (changes.length === 0) return;
  const [head] = await query(LOCK_HEAD, [tenantId, 0, GENESIS]);
  let seq = Number(head![0]);
  let hash = head![1] as string;
  const rows: unknown[][] = [];
  for (const change of changes) {
    seq += 1;
    const content = {
      tenantId,
      id: randomUUID(),
      seq,
      at,
      ...change,
      requestId: origin.requestId,
      ip: origin.ip,
      // A week save records no decision (the product's decision entries carry one).
      decision: null,
      prevHash: hash,
    };
    hash = entryHash(content);
    const { actor } = change;
    // By column name: a column the floor does not set (none yet) is sent as null.
    const values: Record<string, unknown> = {
      tenant_id: tenantId,
      entry_id: content.id,
      seq,
      at: at.toISOString(),
      actor_type: actor.type,
      actor_id: actor.id,
      actor_name: actor.name,
      actor_via: actor.via ?? null,
      action: change.action,
      entity_type: change.entityType,
      entity_id: change.entityId,
      before: change.before && JSON.stringify(change.before),
      after: change.after && JSON.stringify(change.after),
      request_id: origin.requestId,
      ip: origin.ip,
      prev_hash: content.prevHash,
      hash,
    };
    rows.push(COLUMN_NAMES.map((name) => values[name] ?? null));
  }
  await query(insertEntries(rows.length), rows.flat());
  await query(ADVANCE_HEAD, [seq, hash, tenantId]);
}

/** The list's filters the floor serves: equalities (no period, no entity or actor id lookups). */
const FILTERS = [
  ['entityType', 'entity_type'],
  ['actorType', 'actor_type'],
  ['action', 'action'],
] as const;

/** A stored entry as the contract's AuditEntry (audit.presenter.ts presentEntry). */
const entryOf = (row: Row) => ({
  id: row[C.entry_id!],
  at: iso(row[C.at!]),
  actor: {
    type: row[C.actor_type!],
    id: row[C.actor_id!],
    name: row[C.actor_name!],
    ...(row[C.actor_via!] ? { via: row[C.actor_via!] } : {}),
  },
  action: row[C.action!],
  entityType: row[C.entity_type!],
  entityId: row[C.entity_id!],
  before: row[C.before!] ?? null,
  after: row[C.after!] ?? null,
  requestId: row[C.request_id!],
  ip: row[C.ip!],
  seq: Number(row[C.seq!]),
  prevHash: row[C.prev_hash!],
  hash: row[C.hash!],
});

/** GET /api/admin/audit: a page of the tenant's trail, newest first, and how many match. */
export const listAudit: FloorHandler = async (query, { tenantId }, request) => {
  if (request.from || request.to || request.entityId || request.actorId || request.format)
    throw new Error('the floor lists by entity type, actor type and action only');
  // tenantTimeZoneOf: the period filter's days are the tenant's (read whether or not one is given).
  const [tenant] = await query(FIND_TENANT, [tenantId, 1]);
  void tenant?.[TENANT_TIMEZONE];
  const params: unknown[] = [tenantId];
  const conditions = ['"audit_entries"."tenant_id" = $1'];
  for (const [name, column] of FILTERS) {
    const value = request[name]?.trim();
    if (!value) continue;
    params.push(value);
    conditions.push(`"audit_entries"."${column}" = $${params.length}`);
  }
  const where = conditions.length === 1 ? conditions[0]! : `(${conditions.join(' and ')})`;
  const limit = Number(request.pageSize ?? 25);
  const offset = Number(request.page ?? 0) * limit;
  const paging = offset
    ? ` limit $${params.length + 1} offset $${params.length + 2}`
    : ` limit $${params.length + 1}`;
  const rows = await query(
    `select ${COLUMNS} from "audit_entries" where ${where} order by "audit_entries"."seq" desc${paging}`,
    offset ? [...params, limit, offset] : [...params, limit],
  );
  const [total] = await query(`select count(*) from "audit_entries" where ${where}`, params);
  return { entries: rows.map(entryOf), count: Number(total?.[0] ?? 0) };
};
