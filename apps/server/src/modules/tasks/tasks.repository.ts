import { and, eq } from 'drizzle-orm';
import { clients, projects, tasks } from '../../db/schema/index.ts';
import { sortText } from '../../lib/list-query.ts';
import { directoryTable, namedSort, type DirectoryRowOf } from '../directory/directory-table.ts';

const names = {
  clientName: clients.name,
  projectName: projects.name,
  projectEndCustomer: projects.endCustomer,
};

/** The tenant's tasks with their project's and client's names, sorted by TASK_SORT's columns. */
export const tasksTable = directoryTable({
  table: tasks,
  source: 'tasks',
  sort: {
    ...namedSort(tasks),
    taskName: sortText(tasks.name),
    taskDescription: sortText(tasks.description),
    'Project.project_name': sortText(projects.name),
    projectName: sortText(projects.name),
  },
  joins: [
    {
      table: projects,
      on: and(eq(projects.tenantId, tasks.tenantId), eq(projects.id, tasks.projectId)),
    },
    {
      table: clients,
      on: and(eq(clients.tenantId, tasks.tenantId), eq(clients.id, tasks.clientId)),
    },
  ],
  names,
  parents: { clientId: tasks.clientId, projectId: tasks.projectId },
});

export type TaskRow = DirectoryRowOf<typeof tasks, typeof names>;
