import type { Task } from '@tallysheet/contract/directory/directory';
import type { TaskRow } from './tasks.repository.ts';

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
