import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { CreateTaskSchema, TASK_SORT } from '@tallysheet/contract/directory/directory';
import type { ServiceDeps } from '../../lib/deps.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireClient, requireLiveClient } from '../clients/clients.guards.ts';
import { authorizeTaskChange, authorizeTaskDeletion } from '../directory/directory.policy.ts';
import { requireLiveProject, requireProject } from '../projects/projects.guards.ts';
import {
  findTask,
  insertTasks,
  listTasks,
  markTasksDeleted,
  updateTask,
  type TaskRow,
} from './tasks.repository.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

/** Stores tasks in the caller's transaction (their project is checked by the caller). */
export const addTasks = insertTasks;

/** Soft-deletes every task of a client or of a project, in the caller's transaction. */
export const deleteTasksIn = markTasksDeleted;

export function listTasksPage({
  deps,
  tenantId,
  clientId,
  projectId,
  query,
}: Deps & { clientId?: string; projectId?: string; query: ListQuery<(typeof TASK_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (clientId) await requireClient(tx, { tenantId, clientId });
    if (projectId) await requireProject(tx, { tenantId, projectId });
    return listTasks(tx, { tenantId, clientId, projectId, query });
  });
}

export async function getTask({
  deps,
  tenantId,
  taskId,
}: Deps & { taskId: string }): Promise<TaskRow> {
  const row = await deps.db.withTenant(tenantId, (tx) => findTask(tx, { tenantId, taskId }));
  if (!row) throw notFound('Task not found');
  return row;
}

/** Creates a task on a live project of the given client. */
export async function createTask({
  deps,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateTaskSchema> }): Promise<string> {
  const taskId = newId();
  await deps.db.withTenant(tenantId, async (tx) => {
    await requireLiveClient(tx, { tenantId, clientId: input.clientId });
    const project = await requireLiveProject(tx, { tenantId, projectId: input.projectId });
    if (project.clientId !== input.clientId) {
      throw new HttpError(400, 'projectId: The project belongs to another client', {
        issues: [{ path: 'projectId', message: 'The project belongs to another client' }],
      });
    }
    await insertTasks(tx, [
      {
        tenantId,
        id: taskId,
        clientId: input.clientId,
        projectId: input.projectId,
        name: input.name,
        description: input.description,
        isArchived: input.isArchived,
      },
    ]);
  });
  return taskId;
}

/** Updates or archives a task; a project's default task cannot be edited, archived or deleted. */
export async function updateTaskFields({
  deps,
  tenantId,
  taskId,
  values,
}: Deps & {
  taskId: string;
  values: { isArchived: boolean } | { name: string; description: string };
}) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const current = await findTask(tx, { tenantId, taskId });
    if (!current) throw notFound('Task not found');
    authorizeTaskChange(current);
    await updateTask(tx, { tenantId, taskId, values });
  });
  return getTask({ deps, tenantId, taskId });
}

export async function deleteTask({ deps, tenantId, taskId }: Deps & { taskId: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const current = await findTask(tx, { tenantId, taskId });
    if (!current) throw notFound('Task not found');
    authorizeTaskDeletion(current);
    await updateTask(tx, { tenantId, taskId, values: { isDeleted: true } });
  });
}
