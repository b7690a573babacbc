import {
  bigint,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * The audit trail (issue 30 §2): one row per change, appended in the transaction of the change.
 * The application role may only insert and read (the grants at the end of the migration);
 * each row is chained to its tenant's previous one by `prev_hash`, and `hash` is the SHA-256
 * of its content's hash, its decision's hash and `prev_hash` (modules/audit/chain.ts), so an
 * edit shows as a break when verified.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    tenantId: tenantId(),
    id: text('entry_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: instant('at').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorVia: text('actor_via'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    ip: text('ip'),
    /**
     * A decision entry's canonical content (issue 30 §3: the decision a public verification
     * shows): hashed apart from the rest of the entry, so it can be checked on its own.
     */
    decision: jsonb('decision').$type<Record<string, unknown>>(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    // The chain's order (verification, newest first) and one entity's history, the period
    // filter and one actor's changes: each list reads an index in its order.
    uniqueIndex('audit_entries_tenant_seq_idx').on(t.tenantId, t.seq),
    index('audit_entries_tenant_entity_idx').on(t.tenantId, t.entityId, t.seq),
    index('audit_entries_tenant_at_idx').on(t.tenantId, t.at),
    index('audit_entries_tenant_actor_idx').on(t.tenantId, t.actorId, t.seq),
  ],
);

/**
 * Each tenant's chain head: the last entry's place and hash. An append locks this row
 * (FOR UPDATE) in its transaction, so appends of one tenant take their turns and the chain
 * never forks.
 */
export const auditChainHeads = pgTable(
  'audit_chain_heads',
  {
    tenantId: tenantId().primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
  ],
);
