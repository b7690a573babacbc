import { and, eq, inArray, not } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supplierContacts } from '../../db/schema/index.ts';

/** The tenant's live supplier contacts among `contactIds`, with the supplier each belongs to. */
export function findContacts(tx: Tx, params: { tenantId: string; contactIds: string[] }) {
  return tx
    .select({
      id: supplierContacts.id,
      supplierId: supplierContacts.supplierId,
      name: supplierContacts.name,
      email: supplierContacts.email,
    })
    .from(supplierContacts)
    .where(
      and(
        eq(supplierContacts.tenantId, params.tenantId),
        inArray(supplierContacts.id, params.contactIds),
        not(supplierContacts.isDeleted),
      ),
    );
}
