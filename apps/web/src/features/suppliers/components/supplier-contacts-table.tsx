import type { SupplierContact } from '@tallysheet/contract/directory/suppliers';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import type { ListState } from '@/components/data-table/use-list-state.ts';
import { useDeleteSupplierContact } from '@/features/suppliers/api/delete-supplier-contact.ts';
import {
  useSupplierContacts,
  type SupplierContactSortCol,
} from '@/features/suppliers/api/get-supplier-contacts.ts';
import {
  SUPPLIER_CONTACT,
  SUPPLIER_CONTACT_TEXT,
  SUPPLIER_CONTACT_TOASTS,
} from '@/features/suppliers/messages.ts';

type Column = DataTableColumn<SupplierContact>;

const EMAIL: Column = {
  id: 'email',
  label: 'Email',
  sortCol: 'email',
  width: '22%',
  identifies: true,
  value: (row) => row.email,
};
const DESCRIPTION: Column = {
  id: 'description',
  label: 'Description',
  sortCol: 'description',
  value: (row) => row.description,
};
const SUPPLIER_NAME: Column = {
  id: 'supplierName',
  label: 'Supplier',
  width: '14%',
  identifies: true,
  value: (row) => row.supplierName,
};
const CREATED: Column = {
  id: 'createdAt',
  label: 'Created',
  sortCol: 'createdAt',
  kind: 'date',
  value: (row) => row.createdAt,
};
const UPDATED: Column = {
  id: 'updatedAt',
  label: 'Updated',
  sortCol: 'updatedAt',
  kind: 'date',
  value: (row) => row.updatedAt,
};

interface SupplierContactsTableProps {
  list: ListState<SupplierContactSortCol>;
  /** Only this supplier's contacts, archived ones included; the Supplier column is left out. */
  supplierId?: string;
  onOpen(contact: SupplierContact): void;
  onCreate?(): void;
  createDisabled?: boolean;
}

/** Supplier contacts (D§2.1): every supplier's on their page, or one supplier's in its editor. */
export function SupplierContactsTable({
  list,
  supplierId,
  onOpen,
  onCreate,
  createDisabled,
}: SupplierContactsTableProps) {
  const query = useSupplierContacts(
    supplierId ? { ...list.query, archived: undefined, all: true, supplierId } : list.query,
  );
  const remove = useDeleteSupplierContact();
  const confirmDelete = useConfirmDelete<SupplierContact>({
    kind: SUPPLIER_CONTACT,
    remove: (contact) => remove.mutateAsync(contact.id),
    success: SUPPLIER_CONTACT_TOASTS.deleted,
    failure: SUPPLIER_CONTACT_TOASTS.deleteError,
  });
  // In the narrower editor the Created column gives way to the description.
  const columns = supplierId
    ? [{ ...EMAIL, width: '28%' }, DESCRIPTION, UPDATED]
    : [EMAIL, DESCRIPTION, SUPPLIER_NAME, CREATED, UPDATED];
  return (
    <>
      <DataTable
        label="Supplier Contacts"
        name={{
          sortCol: 'name',
          width: supplierId ? '24%' : '18%',
          value: (row) => row.name,
          rowLabel: (row) => row.name || row.email,
        }}
        columns={columns}
        rows={query.data?.contacts}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={onOpen}
        onEdit={onOpen}
        onDelete={confirmDelete.ask}
        emptyText={SUPPLIER_CONTACT_TEXT.empty}
        errorText={SUPPLIER_CONTACT_TEXT.loadError}
        createLabel="New Supplier Contact"
        onCreate={onCreate}
        createDisabled={createDisabled}
        minWidth={supplierId ? 760 : 1100}
      />
      {confirmDelete.dialog}
    </>
  );
}
