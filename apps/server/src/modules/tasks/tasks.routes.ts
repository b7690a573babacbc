import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  CreatedTaskSchema,
  CreateTaskSchema,
  TaskListQuerySchema,
  TaskListSchema,
  TaskSchema,
  UpdateTaskSchema,
  type Task,
} from '@tallysheet/contract/directory/directory';
import { newId } from '../../lib/ids.ts';
import { authOf } from '../../plugins/auth.ts';
import type { FixtureFactory } from '../../plugins/route-table.ts';
import { insertClient } from '../clients/clients.repository.ts';
import { insertProject } from '../projects/projects.repository.ts';
import { insertTasks, type TaskRow } from './tasks.repository.ts';
import {
  createTask,
  deleteTask,
  getTask,
  listTasksPage,
  updateTaskFields,
} from './tasks.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const Params = z.object({ taskId: z.string().max(100) });

/** A task as the API shows it. */
export function presentTask(row: TaskRow): Task {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    projectId: row.projectId,
    projectName: row.projectName,
    projectEndCustomer: row.projectEndCustomer,
    name: row.name,
    description: row.description,
    isDefault: row.isDefault,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const taskFixture: FixtureFactory = async ({ db, tenantId }) => {
  const [clientId, projectId, taskId] = [newId(), newId(), newId()];
  await db.withTenant(tenantId, async (tx) => {
    await insertClient(tx, { tenantId, id: clientId, name: 'Sweep client' });
    await insertProject(tx, { tenantId, id: projectId, clientId, name: 'Sweep project' });
    await insertTasks(tx, [{ tenantId, id: taskId, clientId, projectId, name: 'Sweep task' }]);
  });
  return { params: { taskId }, body: { name: 'Renamed task', description: '' } };
};

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'List tasks',
        querystring: TaskListQuerySchema,
        response: { 200: TaskListSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId, projectId, ...query } = request.query;
      const page = await listTasksPage({
        app,
        tenantId: authOf(request).tenantId,
        clientId,
        projectId,
        query,
      });
      return { tasks: page.rows.map(presentTask), count: page.count };
    },
  );

  app.post(
    '/tasks',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Create a task',
        body: CreateTaskSchema,
        response: { 201: CreatedTaskSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        taskId: await createTask({
          app,
          tenantId: authOf(request).tenantId,
          input: request.body,
        }),
      }),
  );

  app.get(
    '/tasks/:taskId',
    {
      config: { access: 'admin', fixture: taskFixture },
      schema: {
        tags: ['crm/ps'],
        summary: 'A task (deleted ones too)',
        params: Params,
        response: { 200: TaskSchema, ...errors },
      },
    },
    async (request) =>
      presentTask(
        await getTask({ app, tenantId: authOf(request).tenantId, taskId: request.params.taskId }),
      ),
  );

  app.put(
    '/tasks/:taskId',
    {
      config: { access: 'admin', fixture: taskFixture },
      schema: {
        tags: ['crm/ps'],
        summary: 'Archive or unarchive, or update name and description (not default tasks)',
        params: Params,
        body: UpdateTaskSchema,
        response: { 200: TaskSchema, ...errors },
      },
    },
    async (request) =>
      presentTask(
        await updateTaskFields({
          app,
          tenantId: authOf(request).tenantId,
          taskId: request.params.taskId,
          values: request.body,
        }),
      ),
  );

  app.delete(
    '/tasks/:taskId',
    {
      config: { access: 'admin', fixture: taskFixture },
      schema: {
        tags: ['crm/ps'],
        summary: 'Delete a task (soft; not default tasks)',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTask({ app, tenantId: authOf(request).tenantId, taskId: request.params.taskId });
      return reply.code(204).send(null);
    },
  );
};
