import { and, count, eq } from 'drizzle-orm';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { SUPPLIER_SORT } from '@tallysheet/contract/directory/suppliers';
import type { Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import {
  lifecycleConditions,
  pageWindow,
  searchCondition,
  sortOrder,
  sortText,
  where,
} from '../../lib/list-query.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
type SupplierSort = (typeof SUPPLIER_SORT)[number];

const SORT = {
  name: sortText(suppliers.name),
  description: sortText(suppliers.description),
  createdAt: suppliers.createdAt,
  updatedAt: suppliers.updatedAt,
};

/** A page of the tenant's suppliers and the count before paging, both in SQL. */
export async function listSuppliers(
  tx: Tx,
  params: { tenantId: string; query: ListQuery<SupplierSort> },
) {
  const condition = where([
    eq(suppliers.tenantId, params.tenantId),
    ...lifecycleConditions(suppliers, params.query),
    searchCondition(params.query.q, {
      tenantId: params.tenantId,
      source: 'suppliers',
      id: suppliers.id,
    }),
  ]);
  const { limit, offset } = pageWindow(params.query);
  const rows = await tx
    .select()
    .from(suppliers)
    .where(condition)
    .orderBy(...sortOrder(SORT, params.query, suppliers.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ count: count() }).from(suppliers).where(condition);
  return { rows, count: total?.count ?? 0 };
}

export async function findSupplier(
  tx: Tx,
  params: { tenantId: string; supplierId: string },
): Promise<SupplierRow | undefined> {
  const [row] = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, params.tenantId), eq(suppliers.id, params.supplierId)))
    .limit(1);
  return row;
}

export async function insertSupplier(tx: Tx, values: typeof suppliers.$inferInsert) {
  await tx.insert(suppliers).values(values);
}

export async function updateSupplier(
  tx: Tx,
  params: {
    tenantId: string;
    supplierId: string;
    values: Partial<Pick<SupplierRow, 'name' | 'description' | 'isArchived' | 'isDeleted'>>;
  },
): Promise<SupplierRow | undefined> {
  const [row] = await tx
    .update(suppliers)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(suppliers.tenantId, params.tenantId), eq(suppliers.id, params.supplierId)))
    .returning();
  return row;
}
