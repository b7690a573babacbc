import { and, eq } from 'drizzle-orm';
import {
  clients,
  projects,
  suppliers,
  tasks,
  timecards,
  timesheets,
  users,
} from '../../db/schema/index.ts';

/** The join conditions of the timesheet queries, each within one tenant (tenant_id leads). */
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
  taskOfCard: and(eq(tasks.tenantId, timecards.tenantId), eq(tasks.id, timecards.taskId)),
};
