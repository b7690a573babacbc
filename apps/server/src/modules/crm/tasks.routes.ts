import {
  CreatedTaskSchema,
  CreateTaskSchema,
  TaskListQuerySchema,
  TaskListSchema,
  TaskSchema,
  UpdateTaskSchema,
} from '@tallysheet/contract/directory/directory';
import { directoryRoutes } from '../../plugins/directory-routes.ts';
import { presentTask } from '../tasks/tasks.presenter.ts';
import { tasksService } from '../tasks/tasks.service.ts';
import { createTask, listTasksPage } from './task-commands.ts';

export const taskRoutes = directoryRoutes({
  path: '/tasks',
  id: 'taskId',
  tags: ['crm/ps'],
  row: TaskSchema,
  list: {
    summary: 'List tasks',
    query: TaskListQuerySchema,
    response: TaskListSchema,
    handle: async ({ query: { clientId, projectId, ...query }, ...call }) => {
      const page = await listTasksPage({ ...call, clientId, projectId, query });
      return { tasks: page.rows.map(presentTask), count: page.count };
    },
  },
  create: {
    summary: 'Create a task',
    body: CreateTaskSchema,
    response: CreatedTaskSchema,
    handle: async ({ body, ...call }) => ({ taskId: await createTask({ ...call, input: body }) }),
  },
  get: {
    summary: 'A task (deleted ones too)',
    handle: async (call) => presentTask(await tasksService.get(call)),
  },
  update: {
    summary: 'Archive or unarchive, or update name and description (not default tasks)',
    body: UpdateTaskSchema,
    handle: async ({ body, ...call }) =>
      presentTask(await tasksService.update({ ...call, values: body })),
  },
  delete: {
    summary: 'Delete a task (soft; not default tasks)',
    handle: tasksService.remove,
  },
});
