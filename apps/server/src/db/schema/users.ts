import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  jsonb,
  primaryKey,
  text,
  boolean,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant, lifecycle, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';
import { suppliers } from './directory.ts';
import { SYSTEM_ROLES } from '@tallysheet/contract/roles/roles';

/** A person who signs in to a tenant; user_id is the username. */
export const users = pgTable(
  'users',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: SYSTEM_ROLES }).notNull(),
    passwordHash: text('password_hash'),
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    passwordExpiresAt: instant('password_expires_at'),
    tokenVersion: integer('token_version').notNull().default(0),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    failedSignInWindowStart: instant('failed_sign_in_window_start'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    timezone: text('timezone'),
    /** The user's custom fields, in the order they were entered. */
    customFields: jsonb('custom_fields')
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default([]),
    /** The one supplier the user comes through, if any (its contacts: user_supplier_contacts). */
    supplierId: text('supplier_id'),
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.supplierId],
      foreignColumns: [suppliers.tenantId, suppliers.id],
    }),
    index('users_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.userId),
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt, t.userId),
    index('users_tenant_name_idx').on(t.tenantId, sql`lower(${t.displayName})`, t.userId),
    index('users_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`, t.userId),
    index('users_tenant_role_idx').on(t.tenantId, t.role, t.userId),
    // The search (q) reads search_terms: an index here could not serve it under row-level security.
  ],
);

/** A row that belongs to a user and goes when the user goes. */
export const ownedByUser = (t: { tenantId: AnyPgColumn; userId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.tenantId, t.userId],
    foreignColumns: [users.tenantId, users.userId],
  }).onDelete('cascade');
