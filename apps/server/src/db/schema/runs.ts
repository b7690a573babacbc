import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  InvoiceRunLine,
  PayRunLine,
  RunKind,
  RunStatus,
} from '@tallysheet/contract/runs/runs';
import { instant, tenantId } from './columns.ts';

/** An associate's unapproved hours of a pay run's period, as the run showed them. */
export type StoredExcluded = { userId: string; userFullName: string; minutes: number };

/**
 * A pay run or an invoice run (issue 31 §3): its period, what it is for (a supplier, a client),
 * and its lines as they were drawn up — a run shows what was drawn up, a draft is never
 * recomputed silently. `number` counts per tenant and kind from 1. The names of the supplier or
 * client and of the people who acted are kept as they were then.
 */
export const runs = pgTable(
  'runs',
  {
    tenantId: tenantId(),
    id: text('run_id').notNull(),
    kind: text('kind', { enum: ['pay', 'invoice'] })
      .$type<RunKind>()
      .notNull(),
    number: integer('number').notNull(),
    status: text('status', { enum: ['draft', 'finalised', 'voided'] })
      .$type<RunStatus>()
      .notNull(),
    dayFrom: date('day_from', { mode: 'string' }).notNull(),
    dayTo: date('day_to', { mode: 'string' }).notNull(),
    /** The supplier (pay run, optional) or the client (invoice run) the run is for. */
    subjectId: text('subject_id'),
    subjectName: text('subject_name'),
    groupBy: text('group_by', { enum: ['projectUser', 'project'] }),
    /** The invoice run's currency (the client's); null for a pay run. */
    currency: text('currency'),
    lines: jsonb('lines').$type<PayRunLine[] | InvoiceRunLine[]>().notNull(),
    excludedMinutes: integer('excluded_minutes').notNull(),
    excluded: jsonb('excluded').$type<StoredExcluded[]>().notNull(),
    /** The approved minutes the run covers (the sum of its days). */
    minutes: integer('minutes').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: instant('created_at').notNull(),
    finalisedBy: text('finalised_by'),
    finalisedAt: instant('finalised_at'),
    voidedBy: text('voided_by'),
    voidedAt: instant('voided_at'),
    voidReason: text('void_reason'),
    /**
     * A pay draft's fingerprint of the days it priced (count, minutes and a hash over each
     * timecard day with its approved minutes): finalising computes the open days again and
     * takes them only when the fingerprint is the same. Null for a run whose timecards are
     * stored in run_timecards (invoice runs, and pay drafts drawn up before it).
     */
    openFingerprint: text('open_fingerprint'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('runs_tenant_kind_number_key').on(t.tenantId, t.kind, t.number),
    index('runs_tenant_kind_created_idx').on(t.tenantId, t.kind, t.createdAt),
    check('runs_period', sql`${t.dayFrom} <= ${t.dayTo}`),
  ],
);

/**
 * The timecards a run covers, one row each, with the days of it the run drew up and their
 * approved minutes (`days[i]` worked `minutes[i]`): what the run's lines were priced from.
 * Finalising expands them to days, checks each is still approved with these minutes and takes
 * them (run_claims); a draft stores no row per day. Its rows are written only with the draft,
 * by the statement that draws up its lines (modules/runs), in the transaction that inserts the
 * run; runs are never deleted (a void keeps them). So it has no foreign key to runs: a key
 * checked row by row cost 40 % of storing a month of 5,000 associates (bench/runs.ts).
 */
export const runTimecards = pgTable(
  'run_timecards',
  {
    tenantId: tenantId(),
    runId: text('run_id').notNull(),
    timesheetId: text('timesheet_id').notNull(),
    projectId: text('project_id').notNull(),
    taskId: text('task_id').notNull(),
    userId: text('user_id').notNull(),
    days: date('days', { mode: 'string' }).array().notNull(),
    minutes: integer('minutes').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.runId, t.timesheetId, t.projectId, t.taskId] }),
    check('run_timecards_days', sql`cardinality(${t.days}) = cardinality(${t.minutes})`),
  ],
);

/**
 * "Never paid or billed twice": a day of a timecard taken by a finalised run of a kind. The key
 * makes two finalised runs of one kind unable to hold the same day, even when finalised at the
 * same moment; voiding the run deletes its claims. A claimed day is locked (modules/locks).
 */
export const runClaims = pgTable(
  'run_claims',
  {
    tenantId: tenantId(),
    kind: text('kind', { enum: ['pay', 'invoice'] })
      .$type<RunKind>()
      .notNull(),
    timesheetId: text('timesheet_id').notNull(),
    projectId: text('project_id').notNull(),
    taskId: text('task_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    runId: text('run_id').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.tenantId, t.kind, t.timesheetId, t.projectId, t.taskId, t.day],
    }),
    foreignKey({
      columns: [t.tenantId, t.runId],
      foreignColumns: [runs.tenantId, runs.id],
    }),
    index('run_claims_tenant_run_idx').on(t.tenantId, t.runId),
    // The lock check and the runs' "not yet paid" filter look days up by timesheet.
    index('run_claims_tenant_timesheet_idx').on(t.tenantId, t.timesheetId, t.day),
  ],
);
