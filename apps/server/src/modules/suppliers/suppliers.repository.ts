import { suppliers } from '../../db/schema/index.ts';
import { directoryTable, namedSort } from '../directory/directory-table.ts';

/** The tenant's suppliers, sorted by SUPPLIER_SORT's columns. */
export const suppliersTable = directoryTable({
  table: suppliers,
  source: 'suppliers',
  sort: namedSort(suppliers),
});

export type SupplierRow = typeof suppliers.$inferSelect;
