import { and, eq } from 'drizzle-orm';
import { clients, projects } from '../../db/schema/index.ts';
import { sortText } from '../../lib/list-query.ts';
import { directoryTable, namedSort, type DirectoryRowOf } from '../directory/directory-table.ts';

const names = { clientName: clients.name };

/** The tenant's projects with their client's name, sorted by PROJECT_SORT's columns. */
export const projectsTable = directoryTable({
  table: projects,
  source: 'projects',
  sort: {
    ...namedSort(projects),
    projectName: sortText(projects.name),
    endCustomer: sortText(projects.endCustomer),
    projectDescription: sortText(projects.description),
  },
  joins: [
    {
      table: clients,
      on: and(eq(clients.tenantId, projects.tenantId), eq(clients.id, projects.clientId)),
    },
  ],
  names,
  parents: { clientId: projects.clientId },
});

export type ProjectRow = DirectoryRowOf<typeof projects, typeof names>;
