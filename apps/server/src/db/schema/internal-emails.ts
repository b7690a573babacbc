import { boolean, foreignKey, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * A company's Internal Contact Email: the address its own copies go to once verified, and
 * the pending code (hashed, expiring, with its wrong tries counted).
 */
export const internalEmails = pgTable(
  'internal_emails',
  {
    tenantId: tenantId().primaryKey(),
    email: text('email').notNull(),
    verified: boolean('verified').notNull().default(false),
    codeHash: text('code_hash'),
    codeExpiresAt: instant('code_expires_at'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
  ],
);
