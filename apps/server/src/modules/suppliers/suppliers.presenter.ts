import type { Supplier, SupplierContact } from '@tallysheet/contract/directory/suppliers';
import type { SupplierContactRow } from './supplier-contacts.repository.ts';
import type { SupplierRow } from './suppliers.repository.ts';

/** A supplier as the API shows it. */
export function presentSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A supplier contact as the API shows it, with its supplier's name. */
export function presentSupplierContact(row: SupplierContactRow): SupplierContact {
  return {
    id: row.id,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    name: row.name,
    description: row.description,
    email: row.email,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
