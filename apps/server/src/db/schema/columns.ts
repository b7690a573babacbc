import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

/** tenant_id leads every key of every tenant table. */
export const tenantId = () => text('tenant_id').notNull();

/** The lifecycle columns every entity row carries (API.md). */
export const lifecycle = () => ({
  isArchived: boolean('is_archived').notNull().default(false),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
