import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  boolean,
} from 'drizzle-orm/pg-core';
import { instant, lifecycle, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';
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
    ...lifecycle(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    index('users_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.userId),
  ],
);
