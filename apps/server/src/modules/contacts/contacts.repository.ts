import { clients, contacts } from '../../db/schema/index.ts';
import { contactDirectory, type ContactDirectoryRow } from '../directory/contact-directory.ts';

/** The tenant's project contacts with their client's name, sorted by CONTACT_SORT's columns. */
export const contactsTable = contactDirectory(contacts, 'contacts', {
  client: [clients, contacts.clientId],
});

export type ContactRow = ContactDirectoryRow<typeof contacts, typeof clients, 'client'>;
