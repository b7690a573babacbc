import { and, eq } from 'drizzle-orm';
import { supplierContacts, suppliers } from '../../db/schema/index.ts';
import { sortText } from '../../lib/list-query.ts';
import { directoryTable, namedSort, type DirectoryRowOf } from '../directory/directory-table.ts';

const names = { supplierName: suppliers.name };

/** The tenant's supplier contacts with their supplier's name (SUPPLIER_CONTACT_SORT). */
export const supplierContactsTable = directoryTable({
  table: supplierContacts,
  source: 'supplier_contacts',
  sort: {
    ...namedSort(supplierContacts),
    contactName: sortText(supplierContacts.name),
    contactDescription: sortText(supplierContacts.description),
    contactEmail: sortText(supplierContacts.email),
    email: sortText(supplierContacts.email),
  },
  joins: [
    {
      table: suppliers,
      on: and(
        eq(suppliers.tenantId, supplierContacts.tenantId),
        eq(suppliers.id, supplierContacts.supplierId),
      ),
    },
  ],
  names,
  parents: { supplierId: supplierContacts.supplierId },
});

export type SupplierContactRow = DirectoryRowOf<typeof supplierContacts, typeof names>;
