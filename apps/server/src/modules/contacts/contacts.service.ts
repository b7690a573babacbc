import { directoryService } from '../directory/directory-service.ts';
import { contactsTable } from './contacts.repository.ts';

/** The tenant's project contacts: list, get, update and delete, and the checks on one. */
export const contactsService = directoryService(contactsTable, {
  kind: 'contact',
  notFound: 'Contact not found',
  field: 'contactId',
});
