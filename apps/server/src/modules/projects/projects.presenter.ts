import type { Association, Project } from '@tallysheet/contract/directory/directory';
import { presentLifecycle } from '../directory/directory.presenter.ts';
import type { ProjectRow } from './projects.repository.ts';

/** A project with its contact associations. */
export const presentProject = (row: ProjectRow, associations: Association[]): Project => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  name: row.name,
  description: row.description,
  endCustomer: row.endCustomer,
  associations,
  ...presentLifecycle(row),
});
