import { and, count, eq } from 'drizzle-orm';
import type { UserListQuery } from '@tallysheet/contract/users/users';
import type { Tx } from '../../db/client.ts';
import { ofUser, userByKeyParams } from '../../db/joins.ts';
import { prepared, preparedFamily, type QueryDb } from '../../db/prepared.ts';
import { suppliers, users } from '../../db/schema/index.ts';
import {
  LIST_PLACEHOLDERS,
  listCondition,
  listShape,
  pageLimit,
  pageWindow,
  searchTerm,
  sortOrder,
  sortText,
} from '../../lib/list-query.ts';

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
const SORT_COLS = Object.keys(SORT);
/** The list's WHERE with placeholders: the tenant's users in the lifecycle asked, maybe searched. */
const listWhere = (query: UserListQuery, search: boolean) =>
  listCondition(users, {
    tenantId: LIST_PLACEHOLDERS.tenantId,
    query: { ...query, q: search ? LIST_PLACEHOLDERS.term : undefined },
    source: 'users',
    id: users.userId,
  });
const listPage = (
  db: QueryDb,
  query: UserListQuery,
  window: { search: boolean; limit: number; offset: boolean },
) => {
  const ordered = db
    .select(LIST_COLUMNS)
    .from(users)
    .leftJoin(
      suppliers,
      and(eq(suppliers.tenantId, users.tenantId), eq(suppliers.id, users.supplierId)),
    )
    .where(listWhere(query, window.search))
    .orderBy(...sortOrder(SORT, query, users.userId))
    .limit(pageLimit(window.limit))
    .$dynamic();
  return window.offset ? ordered.offset(LIST_PLACEHOLDERS.offset) : ordered;
};
type UserListRowOf = Awaited<ReturnType<ReturnType<typeof listPage>['execute']>>[number];
/** Page and count, prepared once per shape of the request (listShape). */
const userPages = preparedFamily('list_users');
const userCounts = preparedFamily('count_users');

/**
 * A page of the tenant's users and the count before paging, in SQL. `q` matches the start of
 * the username, the e-mail, or any word of the name.
 */
export async function listUsers(tx: Tx, params: { tenantId: string; query: UserListQuery }) {
  const { query } = params;
  const term = query.q?.trim() ? searchTerm(query.q) : undefined;
  const search = term !== undefined;
  const { limit, offset } = pageWindow(query);
  const shape = listShape(SORT_COLS, query, { search, offset, limit });
  const values = { tenantId: params.tenantId, term, offset };
  const page = userPages(
    shape.page,
    (db) => listPage(db, query, { search, limit, offset: offset > 0 }),
    {
      unnamed: shape.unnamedPage,
    },
  );
  const total = userCounts(
    shape.count,
    (db) => db.select({ count: count() }).from(users).where(listWhere(query, search)),
    { unnamed: shape.unnamedCount },
  );
  const rows = (await page(tx, values)) as UserListRowOf[];
  const [counted] = (await total(tx, values)) as { count: number }[];
  return { rows, count: counted?.count ?? 0 };
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
