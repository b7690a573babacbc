import type { Client } from '@tallysheet/contract/directory/directory';
import type { ClientRow } from './clients.repository.ts';

/** A client as the API shows it. */
export function presentClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
