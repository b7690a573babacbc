import { clients, contacts } from '../../db/schema/index.ts';
import { sortText } from '../../lib/list-query.ts';
import {
  directoryTable,
  namedSort,
  parentJoin,
  type DirectoryRowOf,
} from '../directory/directory-table.ts';

const names = { clientName: clients.name };
const email = sortText(contacts.email);

/** The tenant's project contacts with their client's name, sorted by CONTACT_SORT's columns. */
export const contactsTable = directoryTable({
  table: contacts,
  source: 'contacts',
  sort: { ...namedSort(contacts, 'contact'), email, contactEmail: email },
  joins: [parentJoin(clients, contacts, contacts.clientId)],
  names,
  parents: { clientId: contacts.clientId },
});

export type ContactRow = DirectoryRowOf<typeof contacts, typeof names>;
