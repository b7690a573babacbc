import type { Supplier } from '@tallysheet/contract/directory/suppliers';
import {
  createdColumn,
  descriptionColumn,
  updatedColumn,
} from '@/components/data-table/columns.ts';
import { directoryTable } from '@/components/data-table/directory-table.tsx';
import { useDeleteSupplier } from '@/features/suppliers/api/delete-supplier.ts';
import {
  useSuppliers,
  type SupplierList,
  type SupplierListQuery,
} from '@/entities/suppliers/api/get-suppliers.ts';
import { SUPPLIER, SUPPLIER_TEXT } from '@/features/suppliers/messages.ts';

/** The suppliers list (D§2.1): name, description and dates, with edit and delete. */
export const SuppliersTable = directoryTable<Supplier, SupplierListQuery, SupplierList>({
  kind: SUPPLIER,
  label: 'Suppliers',
  name: { sortCol: 'name', value: (row) => row.name },
  columns: [descriptionColumn(), createdColumn(), updatedColumn()],
  text: SUPPLIER_TEXT,
  minWidth: 800,
  useList: useSuppliers,
  rows: (data) => data.suppliers,
  useDelete: useDeleteSupplier,
});
