import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { SUPPLIER_CONTACT_SORT } from '@tallysheet/contract/directory/suppliers';
import type { Tx } from '../../db/client.ts';
import { supplierContacts, suppliers } from '../../db/schema/index.ts';
import {
  lifecycleConditions,
  pageWindow,
  searchCondition,
  sortOrder,
  sortText,
  where,
} from '../../lib/list-query.ts';

export type SupplierContactRow = typeof supplierContacts.$inferSelect & { supplierName: string };
type SupplierContactSort = (typeof SUPPLIER_CONTACT_SORT)[number];

const SORT = {
  contactName: sortText(supplierContacts.name),
  name: sortText(supplierContacts.name),
  contactDescription: sortText(supplierContacts.description),
  description: sortText(supplierContacts.description),
  contactEmail: sortText(supplierContacts.email),
  email: sortText(supplierContacts.email),
  createdAt: supplierContacts.createdAt,
  updatedAt: supplierContacts.updatedAt,
};

const withSupplierName = { ...getTableColumns(supplierContacts), supplierName: suppliers.name };
const joinSupplier = and(
  eq(suppliers.tenantId, supplierContacts.tenantId),
  eq(suppliers.id, supplierContacts.supplierId),
);

/** A page of the tenant's supplier contacts, optionally of one supplier, and the count before paging. */
export async function listSupplierContacts(
  tx: Tx,
  params: { tenantId: string; supplierId?: string; query: ListQuery<SupplierContactSort> },
) {
  const condition = where([
    eq(supplierContacts.tenantId, params.tenantId),
    params.supplierId ? eq(supplierContacts.supplierId, params.supplierId) : undefined,
    ...lifecycleConditions(supplierContacts, params.query),
    searchCondition(params.query.q, {
      tenantId: params.tenantId,
      source: 'supplier_contacts',
      id: supplierContacts.id,
    }),
  ]);
  const { limit, offset } = pageWindow(params.query);
  const rows = await tx
    .select(withSupplierName)
    .from(supplierContacts)
    .innerJoin(suppliers, joinSupplier)
    .where(condition)
    .orderBy(...sortOrder(SORT, params.query, supplierContacts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ count: count() }).from(supplierContacts).where(condition);
  return { rows, count: total?.count ?? 0 };
}

export async function findSupplierContact(
  tx: Tx,
  params: { tenantId: string; supplierContactId: string },
): Promise<SupplierContactRow | undefined> {
  const [row] = await tx
    .select(withSupplierName)
    .from(supplierContacts)
    .innerJoin(suppliers, joinSupplier)
    .where(
      and(
        eq(supplierContacts.tenantId, params.tenantId),
        eq(supplierContacts.id, params.supplierContactId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSupplierContacts(
  tx: Tx,
  values: (typeof supplierContacts.$inferInsert)[],
) {
  if (values.length) await tx.insert(supplierContacts).values(values);
}

export async function updateSupplierContact(
  tx: Tx,
  params: {
    tenantId: string;
    supplierContactId: string;
    values: Partial<
      Pick<SupplierContactRow, 'name' | 'description' | 'email' | 'isArchived' | 'isDeleted'>
    >;
  },
) {
  await tx
    .update(supplierContacts)
    .set({ ...params.values, updatedAt: new Date() })
    .where(
      and(
        eq(supplierContacts.tenantId, params.tenantId),
        eq(supplierContacts.id, params.supplierContactId),
      ),
    );
}

/** Soft-deletes every contact of a supplier. */
export async function deleteContactsOfSupplier(
  tx: Tx,
  params: { tenantId: string; supplierId: string },
) {
  await tx
    .update(supplierContacts)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(
      and(
        eq(supplierContacts.tenantId, params.tenantId),
        eq(supplierContacts.supplierId, params.supplierId),
        eq(supplierContacts.isDeleted, false),
      ),
    );
}
