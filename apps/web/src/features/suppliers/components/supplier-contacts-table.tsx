import type { SupplierContact } from '@tallysheet/contract/directory/suppliers';
import {
  createdColumn,
  descriptionColumn,
  updatedColumn,
} from '@/components/data-table/columns.ts';
import {
  DirectoryTable,
  type DirectoryListProps,
  type DirectoryTableDeclaration,
} from '@/components/data-table/directory-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import { useDeleteSupplierContact } from '@/features/suppliers/api/delete-supplier-contact.ts';
import {
  useSupplierContacts,
  type SupplierContactList,
  type SupplierContactListQuery,
  type SupplierContactSortCol,
} from '@/features/suppliers/api/get-supplier-contacts.ts';
import { SUPPLIER_CONTACT, SUPPLIER_CONTACT_TEXT } from '@/features/suppliers/messages.ts';

type Column = DataTableColumn<SupplierContact>;

const EMAIL: Column = {
  id: 'email',
  label: 'Email',
  sortCol: 'email',
  width: '22%',
  identifies: true,
  value: (row) => row.email,
};
const SUPPLIER_NAME: Column = {
  id: 'supplierName',
  label: 'Supplier',
  width: '14%',
  identifies: true,
  value: (row) => row.supplierName,
};
const NAME = {
  sortCol: 'name',
  value: (row: SupplierContact) => row.name,
  rowLabel: (row: SupplierContact) => row.name || row.email,
};

const SUPPLIER_CONTACTS: DirectoryTableDeclaration<
  SupplierContact,
  SupplierContactListQuery,
  SupplierContactList
> = {
  kind: SUPPLIER_CONTACT,
  label: 'Supplier Contacts',
  name: { ...NAME, width: '18%' },
  columns: [EMAIL, descriptionColumn(), SUPPLIER_NAME, createdColumn(), updatedColumn()],
  text: SUPPLIER_CONTACT_TEXT,
  minWidth: 1100,
  useList: useSupplierContacts,
  rows: (data) => data.contacts,
  useDelete: useDeleteSupplierContact,
};

interface SupplierContactsTableProps extends DirectoryListProps<
  SupplierContact,
  SupplierContactSortCol
> {
  /** Only this supplier's contacts, archived ones included; the Supplier column is left out. */
  supplierId?: string;
  createDisabled?: boolean;
}

/** Supplier contacts (D§2.1): every supplier's on their page, or one supplier's in its editor. */
export function SupplierContactsTable({ supplierId, ...props }: SupplierContactsTableProps) {
  if (!supplierId) return <DirectoryTable declaration={SUPPLIER_CONTACTS} {...props} />;
  // In the narrower editor the Created column gives way to the description.
  return (
    <DirectoryTable
      declaration={SUPPLIER_CONTACTS}
      query={{ ...props.list.query, archived: undefined, all: true, supplierId }}
      name={{ ...NAME, width: '24%' }}
      columns={[{ ...EMAIL, width: '28%' }, descriptionColumn(), updatedColumn()]}
      minWidth={760}
      {...props}
    />
  );
}
