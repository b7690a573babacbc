import { and, eq, not, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

const { clients, projects, suppliers, tasks, timecardDays, timecards, timesheets, users } = schema;

type Tenanted = { tenantId: AnyPgColumn };

/** A row referring to another of the same tenant: `child.column` holds `parent.key`. */
export const refersTo = (
  child: Tenanted,
  column: AnyPgColumn,
  parent: Tenanted,
  key: AnyPgColumn,
) => and(eq(parent.tenantId, child.tenantId), eq(key, column));

/**
 * The condition naming rows of `table` by some of its columns, tenant_id first: for each
 * column a value, a placeholder, or another table's column (as in a join).
 */
export const keyOf =
  <C extends string>(table: Record<C, AnyPgColumn>, columns: readonly C[]) =>
  (key: Record<C, string | SQLWrapper>) =>
    and(...columns.map((column) => eq(table[column], key[column])));

/** The rows of `table` (the user itself, or what it holds) of the user `key` names. */
export const ofUser = (
  table: Record<'tenantId' | 'userId', AnyPgColumn>,
  key: Record<'tenantId' | 'userId', string | SQLWrapper>,
) => keyOf(table, ['tenantId', 'userId'])(key);

const TIMECARD_KEY = ['tenantId', 'timesheetId', 'projectId', 'taskId'] as const;

/** The timecard with this key (tenant, timesheet, project, task). */
export const theTimecard = keyOf(timecards, TIMECARD_KEY);

/** One day of a timecard. */
export const theTimecardDay = keyOf(timecardDays, [...TIMECARD_KEY, 'day']);

/** The join conditions of the timesheet queries, each within one tenant (tenant_id leads): one
 * home, so that every module joins timesheets, their days, users and projects alike. */
export const ON = {
  timesheetOfCard: refersTo(timecards, timecards.timesheetId, timesheets, timesheets.timesheetId),
  userOfTimesheet: refersTo(timesheets, timesheets.userId, users, users.userId),
  supplierOfUser: refersTo(users, users.supplierId, suppliers, suppliers.id),
  projectOfCard: refersTo(timecards, timecards.projectId, projects, projects.id),
  clientOfProject: refersTo(projects, projects.clientId, clients, clients.id),
  timesheetOfDay: refersTo(
    timecardDays,
    timecardDays.timesheetId,
    timesheets,
    timesheets.timesheetId,
  ),
  projectOfDay: refersTo(timecardDays, timecardDays.projectId, projects, projects.id),
  taskOfCard: refersTo(timecards, timecards.taskId, tasks, tasks.id),
  /** A day's timecard: the same tenant, timesheet, project and task. */
  cardOfDay: theTimecard(timecardDays),
};

/**
 * A query FROM timecards joined to their timesheet, its associate and the project: where the
 * lists of timecards start (search, outstanding, oldest pending); callers join on and filter.
 */
export const withCardOwners = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(timesheets, ON.timesheetOfCard)
    .innerJoin(users, ON.userOfTimesheet)
    .innerJoin(projects, ON.projectOfCard);

/** A live user: neither archived nor deleted. */
export const liveUser = and(not(users.isArchived), not(users.isDeleted));

/**
 * A live user (neither archived nor deleted) employed on some day from `from` to `to`: no start
 * date or one on or before `to`, no end date or one on or after `from`.
 */
export const employedDuring = (period: { from: string; to: string }) =>
  and(
    liveUser,
    sql`(${users.startDate} is null or ${users.startDate} <= ${period.to})`,
    sql`(${users.endDate} is null or ${users.endDate} >= ${period.from})`,
  );

/** The user of the outer query has submitted their timesheet of the week starting `periodStart`. */
export const submittedWeek = (periodStart: string) =>
  sql`exists (select 1 from ${timesheets} where ${timesheets.tenantId} = ${users.tenantId} and ${timesheets.userId} = ${users.userId} and ${timesheets.periodStart} = ${periodStart} and ${timesheets.submittedAt} is not null)`;

/** The user a prepared statement names by its `tenantId` and `userId` placeholders. */
export const userByKeyParams = ofUser(users, {
  tenantId: sql.placeholder('tenantId'),
  userId: sql.placeholder('userId'),
});
