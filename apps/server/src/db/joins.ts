import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
};

/** The user a prepared statement names by its `tenantId` and `userId` placeholders. */
export const userByKeyParams = and(
  eq(users.tenantId, sql.placeholder('tenantId')),
  eq(users.userId, sql.placeholder('userId')),
);
