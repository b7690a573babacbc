import { clients, projects, tasks } from '../../db/schema/index.ts';
import { sortText } from '../../lib/list-query.ts';
import {
  directoryTable,
  namedSort,
  parentJoin,
  type DirectoryRowOf,
} from '../directory/directory-table.ts';

const names = {
  clientName: clients.name,
  projectName: projects.name,
  projectEndCustomer: projects.endCustomer,
};
const projectName = sortText(projects.name);

/** The tenant's tasks with their project's and client's names, sorted by TASK_SORT's columns. */
export const tasksTable = directoryTable({
  table: tasks,
  source: 'tasks',
  sort: { ...namedSort(tasks, 'task'), projectName, 'Project.project_name': projectName },
  joins: [parentJoin(projects, tasks, tasks.projectId), parentJoin(clients, tasks, tasks.clientId)],
  names,
  parents: { clientId: tasks.clientId, projectId: tasks.projectId },
});

export type TaskRow = DirectoryRowOf<typeof tasks, typeof names>;
