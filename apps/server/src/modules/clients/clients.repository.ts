import { and, count, eq } from 'drizzle-orm';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { CLIENT_SORT } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import {
  lifecycleConditions,
  pageWindow,
  searchCondition,
  sortOrder,
  sortText,
  where,
} from '../../lib/list-query.ts';

export type ClientRow = typeof clients.$inferSelect;
type ClientSort = (typeof CLIENT_SORT)[number];

const SORT = {
  name: sortText(clients.name),
  description: sortText(clients.description),
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

/** A page of the tenant's clients and the count before paging, both in SQL. */
export async function listClients(
  tx: Tx,
  params: { tenantId: string; query: ListQuery<ClientSort> },
) {
  const condition = where([
    eq(clients.tenantId, params.tenantId),
    ...lifecycleConditions(clients, params.query),
    searchCondition(params.query.q, {
      tenantId: params.tenantId,
      source: 'clients',
      id: clients.id,
    }),
  ]);
  const { limit, offset } = pageWindow(params.query);
  const rows = await tx
    .select()
    .from(clients)
    .where(condition)
    .orderBy(...sortOrder(SORT, params.query, clients.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ count: count() }).from(clients).where(condition);
  return { rows, count: total?.count ?? 0 };
}

export async function findClient(
  tx: Tx,
  params: { tenantId: string; clientId: string },
): Promise<ClientRow | undefined> {
  const [row] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, params.tenantId), eq(clients.id, params.clientId)))
    .limit(1);
  return row;
}

export async function insertClient(tx: Tx, values: typeof clients.$inferInsert) {
  await tx.insert(clients).values(values);
}

export async function updateClient(
  tx: Tx,
  params: {
    tenantId: string;
    clientId: string;
    values: Partial<Pick<ClientRow, 'name' | 'description' | 'isArchived' | 'isDeleted'>>;
  },
): Promise<ClientRow | undefined> {
  const [row] = await tx
    .update(clients)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(clients.tenantId, params.tenantId), eq(clients.id, params.clientId)))
    .returning();
  return row;
}
