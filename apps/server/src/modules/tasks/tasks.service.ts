import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import {
  DIRECTORY_MESSAGES,
  type CreateTaskSchema,
  type TASK_SORT,
} from '@tallysheet/contract/directory/directory';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { deletedMessage, requireLiveClient } from '../clients/clients.service.ts';
import { requireLiveProject } from '../projects/projects.service.ts';
import { findTask, insertTasks, listTasks, updateTask, type TaskRow } from './tasks.repository.ts';

type Deps = { app: FastifyInstance; tenantId: string };

export function listTasksPage({
  app,
  tenantId,
  clientId,
  projectId,
  query,
}: Deps & { clientId?: string; projectId?: string; query: ListQuery<(typeof TASK_SORT)[number]> }) {
  return app.db.withTenant(tenantId, (tx) =>
    listTasks(tx, { tenantId, clientId, projectId, query }),
  );
}

export async function getTask({
  app,
  tenantId,
  taskId,
}: Deps & { taskId: string }): Promise<TaskRow> {
  const row = await app.db.withTenant(tenantId, (tx) => findTask(tx, { tenantId, taskId }));
  if (!row) throw notFound('Task not found');
  return row;
}

/** Creates a task on a live project of the given client. */
export async function createTask({
  app,
  tenantId,
  input,
}: Deps & { input: z.infer<typeof CreateTaskSchema> }): Promise<string> {
  const taskId = newId();
  await app.db.withTenant(tenantId, async (tx) => {
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
  app,
  tenantId,
  taskId,
  values,
}: Deps & {
  taskId: string;
  values: { isArchived: boolean } | { name: string; description: string };
}) {
  await app.db.withTenant(tenantId, async (tx) => {
    const current = await findTask(tx, { tenantId, taskId });
    if (!current) throw notFound('Task not found');
    if (current.isDeleted) throw conflict(deletedMessage('task'));
    if (current.isDefault) throw conflict(DIRECTORY_MESSAGES.defaultTask);
    await updateTask(tx, { tenantId, taskId, values });
  });
  return getTask({ app, tenantId, taskId });
}

export async function deleteTask({ app, tenantId, taskId }: Deps & { taskId: string }) {
  await app.db.withTenant(tenantId, async (tx) => {
    const current = await findTask(tx, { tenantId, taskId });
    if (!current) throw notFound('Task not found');
    if (current.isDefault) throw conflict(DIRECTORY_MESSAGES.defaultTask);
    await updateTask(tx, { tenantId, taskId, values: { isDeleted: true } });
  });
}
