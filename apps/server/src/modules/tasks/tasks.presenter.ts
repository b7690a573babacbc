import type { Task } from '@tallysheet/contract/directory/directory';
import { presentLifecycle } from '../directory/directory.presenter.ts';
import type { TaskRow } from './tasks.repository.ts';

/** A task as the API shows it. */
export const presentTask = (row: TaskRow): Task => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  projectId: row.projectId,
  projectName: row.projectName,
  projectEndCustomer: row.projectEndCustomer,
  name: row.name,
  description: row.description,
  isDefault: row.isDefault,
  ...presentLifecycle(row),
});
