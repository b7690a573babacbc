import {
  bigint,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * Where pruning cut a tenant's audit trail (issue 30 §2, retention): one row a prune, signed
 * by the server (Ed25519). Append-only like the trail: the application roles may only read
 * it; a row is written by the pruning function alone (tallysheet_audit_prune, in the same
 * statement that removes the entries it describes).
 */
export const auditCheckpoints = pgTable(
  'audit_checkpoints',
  {
    tenantId: tenantId(),
    id: text('checkpoint_id').notNull(),
    /** The place of the last entry removed. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    entryId: text('entry_id').notNull(),
    hash: text('hash').notNull(),
    pruned: integer('pruned').notNull(),
    at: instant('at').notNull(),
    keyId: text('key_id').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    // The latest checkpoint is the one with the highest place.
    uniqueIndex('audit_checkpoints_tenant_seq_idx').on(t.tenantId, t.seq),
  ],
);
