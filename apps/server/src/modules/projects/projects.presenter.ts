import type { Association, Project } from '@tallysheet/contract/directory/directory';
import type { ProjectRow } from './projects.repository.ts';

/** A project with its contact associations. */
export function presentProject(row: ProjectRow, associations: Association[]): Project {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    name: row.name,
    description: row.description,
    endCustomer: row.endCustomer,
    associations,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
