import type { Supplier, SupplierContact } from '@tallysheet/contract/directory/suppliers';
import { presentLifecycle, presentNamed } from '../directory/directory.presenter.ts';
import type { SupplierContactRow } from './supplier-contacts.repository.ts';
import type { SupplierRow } from './suppliers.repository.ts';

/** A supplier as the API shows it. */
export const presentSupplier: (row: SupplierRow) => Supplier = presentNamed;

/** A supplier contact as the API shows it, with its supplier's name. */
export const presentSupplierContact = (row: SupplierContactRow): SupplierContact => ({
  id: row.id,
  supplierId: row.supplierId,
  supplierName: row.supplierName,
  name: row.name,
  description: row.description,
  email: row.email,
  ...presentLifecycle(row),
});
