import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { clients } from './directory.ts';

/**
 * A closed period (issue 30 §1): every day from `day_from` to `day_to` (both included) is
 * read-only, for every client (client_id null) or for one client's projects. One row per
 * close, whatever the number of timecards it covers; writes check the ranges. Reopening keeps
 * the row (who, when and why), and the open ones are the locks in force.
 */
export const periodLocks = pgTable(
  'period_locks',
  {
    tenantId: tenantId(),
    id: text('lock_id').notNull(),
    dayFrom: date('day_from', { mode: 'string' }).notNull(),
    dayTo: date('day_to', { mode: 'string' }).notNull(),
    clientId: text('client_id'),
    reason: text('reason').notNull(),
    closedBy: text('closed_by').notNull(),
    closedByUserId: text('closed_by_user_id'),
    closedAt: instant('closed_at').notNull(),
    reopenedAt: instant('reopened_at'),
    reopenedBy: text('reopened_by'),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
    // The write-time check: the locks in force that end on or after the first day written.
    index('period_locks_in_force_idx')
      .on(t.tenantId, t.dayTo, t.dayFrom)
      .where(sql`${t.reopenedAt} is null`),
  ],
);
