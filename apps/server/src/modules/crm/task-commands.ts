import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { CreateTaskSchema, TASK_SORT } from '@tallysheet/contract/directory/directory';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidField } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { clientsService } from '../clients/clients.service.ts';
import { projectsService } from '../projects/projects.service.ts';
import { tasksService } from '../tasks/tasks.service.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

/** A page of tasks, of one client and/or one project when they are named. */
export function listTasksPage({
  deps,
  tenantId,
  clientId,
  projectId,
  query,
}: Deps & { clientId?: string; projectId?: string; query: ListQuery<(typeof TASK_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (clientId) await clientsService.require(tx, { tenantId, id: clientId });
    if (projectId) await projectsService.require(tx, { tenantId, id: projectId });
    return tasksService.listIn(tx, { tenantId, query, parents: { clientId, projectId } });
  });
}

/** Creates a task on a live project of the given client. */
export async function createTask({
  deps,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateTaskSchema> }): Promise<string> {
  const taskId = newId();
  const { clientId, projectId } = input;
  await deps.db.withTenant(tenantId, async (tx) => {
    await clientsService.requireLive(tx, { tenantId, id: clientId });
    const project = await projectsService.requireLive(tx, { tenantId, id: projectId });
    if (project.clientId !== clientId)
      throw invalidField('projectId', 'The project belongs to another client');
    const { name, description, isArchived } = input;
    await tasksService.insert(
      tx,
      [{ tenantId, id: taskId, clientId, projectId, name, description, isArchived }],
      deps,
    );
  });
  return taskId;
}
