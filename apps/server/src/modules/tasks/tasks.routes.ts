import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  CreatedTaskSchema,
  CreateTaskSchema,
  TaskListQuerySchema,
  TaskListSchema,
  TaskSchema,
  UpdateTaskSchema,
} from '@tallysheet/contract/directory/directory';
import { authOf } from '../../plugins/auth.ts';
import { depsOf } from '../../plugins/deps.ts';
import { presentTask } from './tasks.presenter.ts';
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
        deps: depsOf(request),
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
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          input: request.body,
        }),
      }),
  );

  app.get(
    '/tasks/:taskId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'A task (deleted ones too)',
        params: Params,
        response: { 200: TaskSchema, ...errors },
      },
    },
    async (request) =>
      presentTask(
        await getTask({
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          taskId: request.params.taskId,
        }),
      ),
  );

  app.put(
    '/tasks/:taskId',
    {
      config: { access: 'admin' },
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
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          taskId: request.params.taskId,
          values: request.body,
        }),
      ),
  );

  app.delete(
    '/tasks/:taskId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Delete a task (soft; not default tasks)',
        params: Params,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteTask({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        taskId: request.params.taskId,
      });
      return reply.code(204).send();
    },
  );
};
