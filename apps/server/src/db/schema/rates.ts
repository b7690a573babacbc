import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { projects } from './directory.ts';
import { users } from './users.ts';

/**
 * Bill and pay rates (issue 31 §1): per associate × project, per project or per associate,
 * each in force from `effective_from` until the next rate of the same associate and project
 * (a new rate never overwrites: the history stays). Amounts are integers in the currency's
 * minor units. Removing the associate or the project takes its rates along.
 */
export const rates = pgTable(
  'rates',
  {
    tenantId: tenantId(),
    id: text('rate_id').notNull(),
    userId: text('user_id'),
    projectId: text('project_id'),
    billRate: integer('bill_rate'),
    payRate: integer('pay_rate'),
    currency: text('currency').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.userId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete('cascade'),
    check('rates_someone', sql`${t.userId} is not null or ${t.projectId} is not null`),
    check('rates_some_amount', sql`${t.billRate} is not null or ${t.payRate} is not null`),
    check('rates_amounts', sql`${t.billRate} >= 0 and ${t.payRate} >= 0`),
    // One rate per associate, project and first day; the resolution's seeks (the latest rate
    // on or before a day, per associate and project) walk it too.
    unique('rates_tenant_key')
      .on(t.tenantId, t.userId, t.projectId, t.effectiveFrom)
      .nullsNotDistinct(),
    index('rates_tenant_project_idx').on(t.tenantId, t.projectId, t.effectiveFrom),
  ],
);
