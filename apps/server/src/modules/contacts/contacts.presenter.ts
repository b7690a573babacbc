import type { Association, Contact } from '@tallysheet/contract/directory/directory';
import type { ContactRow } from './contacts.repository.ts';

/** A project contact with its project associations. */
export function presentContact(row: ContactRow, associations: Association[]): Contact {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    name: row.name,
    description: row.description,
    email: row.email,
    hasPortalAccess: row.hasPortalAccess,
    associations,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
