import { clients, projects } from '../../db/schema/index.ts';
import { sortText } from '../../lib/list-query.ts';
import {
  directoryTable,
  namedSort,
  parentJoin,
  type DirectoryRowOf,
} from '../directory/directory-table.ts';

const names = { clientName: clients.name };

/** The tenant's projects with their client's name, sorted by PROJECT_SORT's columns. */
export const projectsTable = directoryTable({
  table: projects,
  source: 'projects',
  sort: { ...namedSort(projects, 'project'), endCustomer: sortText(projects.endCustomer) },
  joins: [parentJoin(clients, projects, projects.clientId)],
  names,
  parents: { clientId: projects.clientId },
});

export type ProjectRow = DirectoryRowOf<typeof projects, typeof names>;
