import { and, eq } from 'drizzle-orm';
import {
  clients,
  projects,
  suppliers,
  tasks,
  timecardDays,
  timecards,
  timesheets,
  users,
} from './schema/index.ts';

/** The join conditions of the timesheet queries, each within one tenant (tenant_id leads): one
 * home, so that every module joins timesheets, their days, users and projects alike. */
export const ON = {
  timesheetOfCard: and(
    eq(timesheets.tenantId, timecards.tenantId),
    eq(timesheets.timesheetId, timecards.timesheetId),
  ),
  userOfTimesheet: and(
    eq(users.tenantId, timesheets.tenantId),
    eq(users.userId, timesheets.userId),
  ),
  supplierOfUser: and(eq(suppliers.tenantId, users.tenantId), eq(suppliers.id, users.supplierId)),
  projectOfCard: and(
    eq(projects.tenantId, timecards.tenantId),
    eq(projects.id, timecards.projectId),
  ),
  clientOfProject: and(eq(clients.tenantId, projects.tenantId), eq(clients.id, projects.clientId)),
  timesheetOfDay: and(
    eq(timesheets.tenantId, timecardDays.tenantId),
    eq(timesheets.timesheetId, timecardDays.timesheetId),
  ),
  projectOfDay: and(
    eq(projects.tenantId, timecardDays.tenantId),
    eq(projects.id, timecardDays.projectId),
  ),
  taskOfCard: and(eq(tasks.tenantId, timecards.tenantId), eq(tasks.id, timecards.taskId)),
};
