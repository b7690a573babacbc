import { supplierContacts, suppliers } from '../../db/schema/index.ts';
import { contactDirectory, type ContactDirectoryRow } from '../directory/contact-directory.ts';

/** The tenant's supplier contacts with their supplier's name (SUPPLIER_CONTACT_SORT). */
export const supplierContactsTable = contactDirectory(supplierContacts, 'supplier_contacts', {
  supplier: [suppliers, supplierContacts.supplierId],
});

export type SupplierContactRow = ContactDirectoryRow<
  typeof supplierContacts,
  typeof suppliers,
  'supplier'
>;
