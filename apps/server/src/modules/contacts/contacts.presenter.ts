import type { Association, Contact } from '@tallysheet/contract/directory/directory';
import { presentLifecycle } from '../directory/directory.presenter.ts';
import type { ContactRow } from './contacts.repository.ts';

/** A project contact with its project associations. */
export const presentContact = (row: ContactRow, associations: Association[]): Contact => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  name: row.name,
  description: row.description,
  email: row.email,
  hasPortalAccess: row.hasPortalAccess,
  associations,
  ...presentLifecycle(row),
});
