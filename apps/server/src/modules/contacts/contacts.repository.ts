import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { CONTACT_SORT } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import { clients, contacts } from '../../db/schema/index.ts';
import {
  lifecycleConditions,
  pageWindow,
  searchCondition,
  sortOrder,
  sortText,
  where,
} from '../../lib/list-query.ts';

export type ContactRow = typeof contacts.$inferSelect & { clientName: string };
type ContactSort = (typeof CONTACT_SORT)[number];

const SORT = {
  contactName: sortText(contacts.name),
  name: sortText(contacts.name),
  contactDescription: sortText(contacts.description),
  description: sortText(contacts.description),
  contactEmail: sortText(contacts.email),
  email: sortText(contacts.email),
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

const withClientName = { ...getTableColumns(contacts), clientName: clients.name };
const joinClient = and(eq(clients.tenantId, contacts.tenantId), eq(clients.id, contacts.clientId));

export async function listContacts(
  tx: Tx,
  params: { tenantId: string; clientId?: string; query: ListQuery<ContactSort> },
) {
  const condition = where([
    eq(contacts.tenantId, params.tenantId),
    params.clientId ? eq(contacts.clientId, params.clientId) : undefined,
    ...lifecycleConditions(contacts, params.query),
    searchCondition(params.query.q, {
      tenantId: params.tenantId,
      source: 'contacts',
      id: contacts.id,
    }),
  ]);
  const { limit, offset } = pageWindow(params.query);
  const rows = await tx
    .select(withClientName)
    .from(contacts)
    .innerJoin(clients, joinClient)
    .where(condition)
    .orderBy(...sortOrder(SORT, params.query, contacts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ count: count() }).from(contacts).where(condition);
  return { rows, count: total?.count ?? 0 };
}

export async function findContact(
  tx: Tx,
  params: { tenantId: string; contactId: string },
): Promise<ContactRow | undefined> {
  const [row] = await tx
    .select(withClientName)
    .from(contacts)
    .innerJoin(clients, joinClient)
    .where(and(eq(contacts.tenantId, params.tenantId), eq(contacts.id, params.contactId)))
    .limit(1);
  return row;
}

export async function insertContact(tx: Tx, values: typeof contacts.$inferInsert) {
  await tx.insert(contacts).values(values);
}

export async function updateContact(
  tx: Tx,
  params: {
    tenantId: string;
    contactId: string;
    values: Partial<
      Pick<
        ContactRow,
        'name' | 'description' | 'email' | 'hasPortalAccess' | 'isArchived' | 'isDeleted'
      >
    >;
  },
) {
  await tx
    .update(contacts)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(contacts.tenantId, params.tenantId), eq(contacts.id, params.contactId)));
}

/** Marks every contact of a client deleted. */
export async function markClientContactsDeleted(
  tx: Tx,
  params: { tenantId: string; clientId: string; now: Date },
): Promise<string[]> {
  const rows = await tx
    .update(contacts)
    .set({ isDeleted: true, updatedAt: params.now })
    .where(and(eq(contacts.tenantId, params.tenantId), eq(contacts.clientId, params.clientId)))
    .returning({ id: contacts.id });
  return rows.map((row) => row.id);
}
