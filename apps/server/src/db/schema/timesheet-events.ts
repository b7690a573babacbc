import { foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TimesheetEventKind } from '@tallysheet/contract/timesheets/events';
import { instant, tenantId } from './columns.ts';
import { timesheets } from './timesheets.ts';

/**
 * A timesheet's history besides its versions (issue 29): each reminder, escalation, decision on
 * someone's behalf, delegation and correction step, with who acted and who was e-mailed.
 * Appended only; the timesheet's deletion takes them along.
 */
export const timesheetEvents = pgTable(
  'timesheet_events',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    timesheetId: text('timesheet_id').notNull(),
    projectId: text('project_id'),
    kind: text('kind').$type<TimesheetEventKind>().notNull(),
    actorName: text('actor_name'),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    at: instant('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.timesheetId],
      foreignColumns: [timesheets.tenantId, timesheets.timesheetId],
    }).onDelete('cascade'),
    index('timesheet_events_tenant_timesheet_idx').on(t.tenantId, t.timesheetId, t.at),
  ],
);
