import { supplierContacts, suppliers } from '../../db/schema/index.ts';
import { sortText } from '../../lib/list-query.ts';
import {
  directoryTable,
  namedSort,
  parentJoin,
  type DirectoryRowOf,
} from '../directory/directory-table.ts';

const names = { supplierName: suppliers.name };
const email = sortText(supplierContacts.email);

/** The tenant's supplier contacts with their supplier's name (SUPPLIER_CONTACT_SORT). */
export const supplierContactsTable = directoryTable({
  table: supplierContacts,
  source: 'supplier_contacts',
  sort: { ...namedSort(supplierContacts, 'contact'), email, contactEmail: email },
  joins: [parentJoin(suppliers, supplierContacts, supplierContacts.supplierId)],
  names,
  parents: { supplierId: supplierContacts.supplierId },
});

export type SupplierContactRow = DirectoryRowOf<typeof supplierContacts, typeof names>;
