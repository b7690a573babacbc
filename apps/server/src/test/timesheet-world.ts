import type { TimecardInput } from '@tallysheet/contract/timesheets/timesheets';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';
import {
  bearerFor,
  buildAssignment,
  buildAssociation,
  buildClient,
  buildContact,
  buildProject,
  buildTask,
  buildTenant,
  buildUser,
  type TestUser,
} from './factories.ts';
import type { TestContext } from './harness.ts';

/**
 * A tenant with an administrator and an associate assigned to a project (default task and
 * "Design") whose contacts get copies with a link, copies only, and nothing; and a second
 * project without contacts.
 */
export async function timesheetWorld(
  ctx: TestContext,
  user: Partial<Parameters<typeof buildUser>[1]> = {},
) {
  const { tenantId } = await buildTenant(ctx.db, { name: 'Contoso Staffing' });
  const admin = await buildUser(ctx.db, { tenantId, role: 'admin', displayName: 'Adam Admin' });
  const associate = await buildUser(ctx.db, {
    tenantId,
    displayName: 'Ava Associate',
    customFields: [{ label: 'Purchase order', value: 'PO-4471' }],
    ...user,
  });
  const { id: clientId } = await buildClient(ctx.db, { tenantId, name: 'Northwind' });
  const project = await buildProject(ctx.db, { tenantId, clientId, name: 'Data platform' });
  const design = await buildTask(ctx.db, {
    tenantId,
    clientId,
    projectId: project.id,
    name: 'Design',
  });
  const lonely = await buildProject(ctx.db, { tenantId, clientId, name: 'Internal' });
  const contact = async (name: string, level: 'COPY_WITH_LINK' | 'COPY_ONLY' | 'NONE') => {
    const row = await buildContact(ctx.db, {
      tenantId,
      clientId,
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}.${tenantId}@example.com`,
    });
    await buildAssociation(ctx.db, {
      tenantId,
      projectId: project.id,
      contactId: row.id,
      notificationLevel: level,
    });
    return row;
  };
  const approver = await contact('Paula Approver', 'COPY_WITH_LINK');
  const watcher = await contact('Cole Copy', 'COPY_ONLY');
  const silent = await contact('Nia None', 'NONE');
  await buildAssignment(ctx.db, {
    tenantId,
    userId: associate.userId,
    projectId: project.id,
    taskIds: [project.defaultTaskId, design.id],
  });
  await buildAssignment(ctx.db, {
    tenantId,
    userId: associate.userId,
    projectId: lonely.id,
    taskIds: [lonely.defaultTaskId],
  });
  return {
    tenantId,
    admin,
    associate,
    clientId,
    project,
    design,
    lonely,
    approver,
    watcher,
    silent,
    as: (who: TestUser) => bearerFor(ctx.app, who),
  };
}

/** A timecard row with hours on the named days. */
export const row = (
  projectId: string,
  taskId: string,
  hours: Partial<Record<WeekDay, number | { hours: number; description: string }>>,
): TimecardInput => ({
  projectId,
  taskId,
  data: Object.fromEntries(
    Object.entries(hours).map(([day, value]) => [
      day,
      typeof value === 'number' ? { hours: value } : value,
    ]),
  ),
});

/** The approval token of a timecard e-mail (its link to the portal). */
export function approvalTokenIn(text: string): string {
  const match = /approve-time\?token=([^\s"&<]+)/.exec(text);
  if (!match) throw new Error(`no approval link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}
