import type { Supplier } from '@tallysheet/contract/directory/suppliers';
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
import { useDeleteSupplier } from '@/features/suppliers/api/delete-supplier.ts';
import {
  useSuppliers,
  type SupplierList,
  type SupplierListQuery,
  type SupplierSortCol,
} from '@/entities/suppliers/api/get-suppliers.ts';
import { SUPPLIER, SUPPLIER_TEXT } from '@/features/suppliers/messages.ts';

const SUPPLIERS: DirectoryTableDeclaration<Supplier, SupplierListQuery, SupplierList> = {
  kind: SUPPLIER,
  label: 'Suppliers',
  name: { sortCol: 'name', value: (row) => row.name },
  columns: [descriptionColumn(), createdColumn(), updatedColumn()],
  text: SUPPLIER_TEXT,
  createLabel: 'New Supplier',
  minWidth: 800,
  useList: useSuppliers,
  rows: (data) => data.suppliers,
  useDelete: useDeleteSupplier,
};

/** The suppliers list (D§2.1): name, description and dates, with edit and delete. */
export function SuppliersTable(props: DirectoryListProps<Supplier, SupplierSortCol>) {
  return <DirectoryTable declaration={SUPPLIERS} {...props} />;
}
