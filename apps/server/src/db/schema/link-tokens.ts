import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * An opaque link token (`<tenantId>.<secret>`, e-mailed as a link: approval portal,
 * invitations), stored as the SHA-256 of the whole token. It opens only its purpose and
 * subject, until it expires or is revoked.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    /** What the token opens, e.g. `{ timesheetId, projectId }`. */
    subject: jsonb('subject').$type<Record<string, string>>().notNull().default({}),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    // Revoking a timesheet's approval links when it is deleted or resubmitted.
    index('link_tokens_tenant_timesheet_idx').on(t.tenantId, sql`(${t.subject}->>'timesheetId')`),
  ],
);
