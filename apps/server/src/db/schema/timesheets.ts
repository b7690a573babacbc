import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  boolean,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TIMECARD_STATUSES } from '@tallysheet/contract/timesheets/rules';
import type { TimesheetVersion } from '@tallysheet/contract/timesheets/timesheets';
import type { Correction } from '@tallysheet/contract/timesheets/corrections';
import type { ReopenedDay } from '@tallysheet/contract/locks/period-locks';
import { instant, tenantId } from './columns.ts';
import { projects, tasks } from './directory.ts';
import { users } from './users.ts';

/** A day's correction as stored: as the API shows it, with the proposing contact's id. */
export type StoredCorrection = Correction & { contactId: string };

/**
 * A user's Saturday–Friday week (A§3); timesheet_id is `tenantId#userId#YYYYMMDD_YYYYMMDD`.
 * submitted_at null is a draft. `version` counts submissions: the earlier ones, with their
 * decisions, are kept in timesheet_versions.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    tenantId: tenantId(),
    timesheetId: text('timesheet_id').notNull(),
    userId: text('user_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    submittedAt: instant('submitted_at'),
    /** The display name of whoever submitted (an administrator entering time for the user). */
    submittedBy: text('submitted_by'),
    submittedByUserId: text('submitted_by_user_id'),
    resubmissionAllowed: boolean('resubmission_allowed').notNull().default(false),
    /** The associate asked the administrators to allow resubmission (rejected days, reopening off). */
    resubmissionRequestedAt: instant('resubmission_requested_at'),
    /**
     * Issue 30 §1: the approved days an administrator reopened with the resubmission (other
     * approved days stay locked), and why; emptied by the next save.
     */
    reopenedDays: jsonb('reopened_days').$type<ReopenedDay[]>().notNull().default([]),
    /** Kept from the timecards (the contract's rule) on every change, for lists and filters. */
    status: text('status', { enum: TIMECARD_STATUSES }).notNull().default('draft'),
    totalMinutes: integer('total_minutes').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.timesheetId] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.userId],
    }),
    index('timesheets_tenant_user_period_idx').on(t.tenantId, t.userId, t.periodStart),
    index('timesheets_tenant_period_idx').on(t.tenantId, t.periodStart, t.timesheetId),
    index('timesheets_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.timesheetId),
    index('timesheets_tenant_status_period_idx').on(t.tenantId, t.status, t.periodStart),
    index('timesheets_tenant_submitted_idx').on(t.tenantId, t.submittedAt, t.timesheetId),
    // A timesheet's submission by its id, read from the index alone (no heap page): the
    // dashboard's median time to decision looks up thousands of them (bench/README.md).
    index('timesheets_tenant_id_submitted_idx').on(t.tenantId, t.timesheetId, t.submittedAt),
  ],
);

/** A row of the week: one project and task, with the reviewer's comments. */
export const timecards = pgTable(
  'timecards',
  {
    tenantId: tenantId(),
    timesheetId: text('timesheet_id').notNull(),
    projectId: text('project_id').notNull(),
    taskId: text('task_id').notNull(),
    /** The row's place in the grid. */
    position: integer('position').notNull(),
    managerComments: text('manager_comments').notNull().default(''),
    /** Kept from the days (the contract's rule) on every change, for searches and counts. */
    status: text('status', { enum: TIMECARD_STATUSES }).notNull().default('draft'),
    totalMinutes: integer('total_minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.timesheetId, t.projectId, t.taskId] }),
    foreignKey({
      columns: [t.tenantId, t.timesheetId],
      foreignColumns: [timesheets.tenantId, timesheets.timesheetId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }),
    foreignKey({ columns: [t.tenantId, t.taskId], foreignColumns: [tasks.tenantId, tasks.id] }),
    // The timecards of a project; with the task and the status, a report's status lookup per
    // timecard is answered by the index alone (an index-only scan, bench/README.md).
    index('timecards_tenant_project_idx').on(
      t.tenantId,
      t.projectId,
      t.timesheetId,
      t.taskId,
      t.status,
    ),
    index('timecards_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

/**
 * A worked (or described) day of a timecard: whole minutes, the description, and the decision
 * with who made it and when. Days without hours or description have no row.
 */
export const timecardDays = pgTable(
  'timecard_days',
  {
    tenantId: tenantId(),
    timesheetId: text('timesheet_id').notNull(),
    projectId: text('project_id').notNull(),
    taskId: text('task_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Denormalized for reports and searches by associate and period. */
    userId: text('user_id').notNull(),
    minutes: integer('minutes').notNull(),
    description: text('description').notNull().default(''),
    /** `correction`: a contact's proposed correction waits for the associate (issue 29 §4). */
    review: text('review', { enum: ['approved', 'rejected', 'correction'] }),
    reviewComment: text('review_comment'),
    reviewerKind: text('reviewer_kind', { enum: ['admin', 'contact'] }),
    reviewerName: text('reviewer_name'),
    reviewedAt: instant('reviewed_at'),
    /** The absent contact the reviewer decided for, through a delegate's link (issue 29 §3). */
    reviewerOnBehalfOf: text('reviewer_on_behalf_of'),
    /** The day's latest correction and its answer (modules/corrections), if any. */
    correction: jsonb('correction').$type<StoredCorrection>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.timesheetId, t.projectId, t.taskId, t.day] }),
    foreignKey({
      columns: [t.tenantId, t.timesheetId, t.projectId, t.taskId],
      foreignColumns: [
        timecards.tenantId,
        timecards.timesheetId,
        timecards.projectId,
        timecards.taskId,
      ],
    }).onDelete('cascade'),
    // A period's days with every column the reports read (Hours Over Period, its amounts, the
    // vendor report): an index-only scan of the tenant's own index pages, however many other
    // tenants' rows share the table's pages (the 10M curve, bench/README.md).
    index('timecard_days_tenant_day_idx').on(
      t.tenantId,
      t.day,
      t.timesheetId,
      t.projectId,
      t.taskId,
      t.userId,
      t.review,
      t.minutes,
    ),
    index('timecard_days_tenant_user_day_idx').on(t.tenantId, t.userId, t.day),
    // The Company Dashboard's median time to decision: the worked days decided in the last 90
    // days, with what the figure and its rows read (an index-only scan, as above).
    index('timecard_days_tenant_reviewed_idx')
      .on(t.tenantId, t.reviewedAt, t.timesheetId, t.projectId, t.userId, t.day, t.review)
      .where(sql`${t.review} is not null and ${t.minutes} > 0`),
    // The approver's inbox: the undecided worked days of a project (issue 29 §1).
    index('timecard_days_waiting_idx')
      .on(t.tenantId, t.projectId, t.timesheetId)
      .where(sql`${t.review} is null and ${t.minutes} > 0`),
    // Search Timecards' text filter reads timecard_day_terms (search-terms.ts), not an index
    // here: under row-level security no index could serve `@@`, which is not leakproof.
  ],
);

/** An earlier submission of a timesheet with its decisions, kept when it is resubmitted. */
export const timesheetVersions = pgTable(
  'timesheet_versions',
  {
    tenantId: tenantId(),
    timesheetId: text('timesheet_id').notNull(),
    version: integer('version').notNull(),
    submittedAt: instant('submitted_at').notNull(),
    submittedBy: text('submitted_by'),
    timeCards: jsonb('time_cards').$type<TimesheetVersion['timeCards']>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.timesheetId, t.version] }),
    foreignKey({
      columns: [t.tenantId, t.timesheetId],
      foreignColumns: [timesheets.tenantId, timesheets.timesheetId],
    }).onDelete('cascade'),
  ],
);
