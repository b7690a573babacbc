import type { Contact } from '@tallysheet/contract/directory/directory';
import type { DataTableColumn, DataTableNameColumn } from '@/components/data-table/types.ts';

/*
 * The columns both contacts lists share (the Project Contacts list and a client's contacts),
 * each sorted by the server's own column name there.
 */

/** A contact's name; one without a name is called by its e-mail ("Edit ann@example.com"). */
export const contactNameColumn = (
  sortCol: string,
  width: string,
): DataTableNameColumn<Contact> => ({
  sortCol,
  width,
  value: (row) => row.name,
  rowLabel: (row) => row.name || row.email,
});

/** A contact's e-mail, which tells rows apart on a phone. */
export const contactEmailColumn = (sortCol: string, width: string): DataTableColumn<Contact> => ({
  id: 'email',
  label: 'Email',
  sortCol,
  width,
  identifies: true,
  value: (row) => row.email,
});
