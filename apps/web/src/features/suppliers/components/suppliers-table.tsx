import type { Supplier } from '@tallysheet/contract/directory/suppliers';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import type { ListState } from '@/components/data-table/use-list-state.ts';
import { useDeleteSupplier } from '@/features/suppliers/api/delete-supplier.ts';
import { useSuppliers, type SupplierSortCol } from '@/entities/suppliers/api/get-suppliers.ts';
import { SUPPLIER, SUPPLIER_TEXT, SUPPLIER_TOASTS } from '@/features/suppliers/messages.ts';

const COLUMNS: DataTableColumn<Supplier>[] = [
  {
    id: 'description',
    label: 'Description',
    sortCol: 'description',
    value: (row) => row.description,
  },
  {
    id: 'createdAt',
    label: 'Created',
    sortCol: 'createdAt',
    kind: 'date',
    value: (row) => row.createdAt,
  },
  {
    id: 'updatedAt',
    label: 'Updated',
    sortCol: 'updatedAt',
    kind: 'date',
    value: (row) => row.updatedAt,
  },
];

/** The suppliers list (D§2.1): name, description and dates, with edit and delete. */
export function SuppliersTable({
  list,
  onOpen,
  onCreate,
}: {
  list: ListState<SupplierSortCol>;
  onOpen(supplier: Supplier): void;
  onCreate(): void;
}) {
  const query = useSuppliers(list.query);
  const remove = useDeleteSupplier();
  const confirmDelete = useConfirmDelete<Supplier>({
    kind: SUPPLIER,
    remove: (supplier) => remove.mutateAsync(supplier.id),
    success: SUPPLIER_TOASTS.deleted,
    failure: SUPPLIER_TOASTS.deleteError,
  });
  return (
    <>
      <DataTable
        label="Suppliers"
        name={{ sortCol: 'name', value: (row) => row.name }}
        columns={COLUMNS}
        rows={query.data?.suppliers}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={onOpen}
        onEdit={onOpen}
        onDelete={confirmDelete.ask}
        emptyText={SUPPLIER_TEXT.empty}
        errorText={SUPPLIER_TEXT.loadError}
        createLabel="New Supplier"
        onCreate={onCreate}
        minWidth={800}
      />
      {confirmDelete.dialog}
    </>
  );
}
