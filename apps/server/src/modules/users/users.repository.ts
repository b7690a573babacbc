import { and, eq } from 'drizzle-orm';
import type { UserListQuery } from '@tallysheet/contract/users/users';
import type { Tx } from '../../db/client.ts';
import { countWhere } from '../../db/count.ts';
import { ofUser, userByKeyParams } from '../../db/joins.ts';
import { prepared } from '../../db/prepared.ts';
import { suppliers, users } from '../../db/schema/index.ts';
import { listCondition, pageWindow, sortOrder, sortText } from '../../lib/list-query.ts';

export type UserRecord = typeof users.$inferSelect;

const SORT = {
  updatedAt: users.updatedAt,
  createdAt: users.createdAt,
  userId: users.userId,
  name: sortText(users.displayName),
  email: sortText(users.email),
  role: users.role,
};

const LIST_COLUMNS = {
  userId: users.userId,
  displayName: users.displayName,
  email: users.email,
  role: users.role,
  supplierName: suppliers.name,
  startDate: users.startDate,
  endDate: users.endDate,
  isArchived: users.isArchived,
  isDeleted: users.isDeleted,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
/**
 * A page of the tenant's users and the count before paging, in SQL. `q` matches the start of
 * the username, the e-mail, or any word of the name.
 */
export async function listUsers(tx: Tx, params: { tenantId: string; query: UserListQuery }) {
  const condition = listCondition(users, { ...params, source: 'users', id: users.userId });
  const { limit, offset } = pageWindow(params.query);
  const rows = await tx
    .select(LIST_COLUMNS)
    .from(users)
    .leftJoin(
      suppliers,
      and(eq(suppliers.tenantId, users.tenantId), eq(suppliers.id, users.supplierId)),
    )
    .where(condition)
    .orderBy(...sortOrder(SORT, params.query, users.userId))
    .limit(limit)
    .offset(offset);
  return { rows, count: await countWhere(tx, users, condition) };
}

/** Built once: most requests about a user start with their row. */
const userByKey = prepared('user_by_key', (db) =>
  db.select().from(users).where(userByKeyParams).limit(1),
);

export async function findUser(
  tx: Tx,
  params: { tenantId: string; userId: string },
): Promise<UserRecord | undefined> {
  const [row] = await userByKey(tx, params);
  return row;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  await tx.insert(users).values(values);
}

export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'displayName'
    | 'email'
    | 'role'
    | 'customFields'
    | 'startDate'
    | 'endDate'
    | 'supplierId'
    | 'isArchived'
    | 'isDeleted'
    | 'passwordHash'
    | 'passwordTemporary'
    | 'passwordExpiresAt'
  >
>;

export async function updateUser(
  tx: Tx,
  params: { tenantId: string; userId: string; values: UserChanges; at: Date },
) {
  await tx
    .update(users)
    .set({ ...params.values, updatedAt: params.at })
    .where(ofUser(users, params));
}

export type UserListRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];
