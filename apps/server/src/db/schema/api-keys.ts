import { foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { API_KEY_SCOPES } from '@tallysheet/contract/api-keys/api-keys';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * An API key (`tsk_<tenantId>.<secret>`) acting in its tenant within its `scopes` only, and
 * only while `created_by` is an Administrator there; stored as the SHA-256 of the whole key,
 * `prefix` is what people recognise it by. Keys made before scopes existed have none.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at'),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
    scopes: text('scopes', { enum: API_KEY_SCOPES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('api_keys_tenant_hash_idx').on(t.tenantId, t.keyHash),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
  ],
);
