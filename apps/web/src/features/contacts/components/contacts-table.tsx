import type { Contact } from '@tallysheet/contract/directory/directory';
import {
  clientNameColumn,
  descriptionColumn,
  updatedColumn,
} from '@/components/data-table/columns.ts';
import { directoryTable } from '@/components/data-table/directory-table.tsx';
import { useDeleteContact } from '@/features/contacts/api/delete-contact.ts';
import {
  useContacts,
  type ContactList,
  type ContactListQuery,
} from '@/entities/contacts/api/get-contacts.ts';
import { contactEmailColumn, contactNameColumn } from '@/entities/contacts/contact-columns.ts';
import { CONTACT, CONTACT_TEXT } from '@/features/contacts/messages.ts';

/** The project contacts list (D§2.1): name, client, e-mail, description, updated. */
export const ContactsTable = directoryTable<Contact, ContactListQuery, ContactList>({
  kind: CONTACT,
  label: 'Project Contacts',
  name: contactNameColumn('contactName', '18%'),
  columns: [
    clientNameColumn(),
    contactEmailColumn('contactEmail', '22%'),
    descriptionColumn('contactDescription'),
    updatedColumn(),
  ],
  text: CONTACT_TEXT,
  minWidth: 960,
  useList: useContacts,
  rows: (data) => data.contacts,
  useDelete: useDeleteContact,
});
