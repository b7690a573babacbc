import { and, eq } from 'drizzle-orm';
import { clients, contacts } from '../../db/schema/index.ts';
import { sortText } from '../../lib/list-query.ts';
import { directoryTable, namedSort, type DirectoryRowOf } from '../directory/directory-table.ts';

const names = { clientName: clients.name };

/** The tenant's project contacts with their client's name, sorted by CONTACT_SORT's columns. */
export const contactsTable = directoryTable({
  table: contacts,
  source: 'contacts',
  sort: {
    ...namedSort(contacts),
    contactName: sortText(contacts.name),
    contactDescription: sortText(contacts.description),
    contactEmail: sortText(contacts.email),
    email: sortText(contacts.email),
  },
  joins: [
    {
      table: clients,
      on: and(eq(clients.tenantId, contacts.tenantId), eq(clients.id, contacts.clientId)),
    },
  ],
  names,
  parents: { clientId: contacts.clientId },
});

export type ContactRow = DirectoryRowOf<typeof contacts, typeof names>;
