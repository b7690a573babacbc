import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { tenants, users } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;
type NewTenant = typeof tenants.$inferInsert;

/** Built once: the tenant's row is read on every visit to the app. */
const tenantByKey = prepared('tenant_by_key', (db) =>
  db
    .select()
    .from(tenants)
    .where(eq(tenants.tenantId, sql.placeholder('tenantId')))
    .limit(1),
);

export async function findTenant(
  tx: Tx,
  params: { tenantId: string },
): Promise<TenantRow | undefined> {
  const [row] = await tenantByKey(tx, params);
  return row;
}

export async function insertTenant(tx: Tx, values: NewTenant): Promise<void> {
  await tx.insert(tenants).values(values);
}

export async function updateTenant(
  tx: Tx,
  params: { tenantId: string; values: Partial<Omit<NewTenant, 'tenantId'>>; at: Date },
): Promise<TenantRow | undefined> {
  const [row] = await tx
    .update(tenants)
    .set({ ...params.values, updatedAt: params.at })
    .where(eq(tenants.tenantId, params.tenantId))
    .returning();
  return row;
}

/** Every tenant: only for the named cross-tenant path (cli, super user). */
export async function listAllTenants(tx: Tx) {
  return tx
    .select({
      tenantId: tenants.tenantId,
      name: tenants.name,
      internal: tenants.internal,
      isEnterprise: tenants.isEnterprise,
      subscriptionStatus: tenants.subscriptionStatus,
      createdAt: tenants.createdAt,
      users: tx.$count(users, eq(users.tenantId, tenants.tenantId)),
    })
    .from(tenants)
    .orderBy(asc(tenants.tenantId));
}

/** Users of the account (archived included) and active users, who count as seats. */
const tenantUserCounts = prepared('tenant_user_counts', (db) =>
  db
    .select({
      accountUsers: sql<number>`count(*) filter (where not ${users.isDeleted})::int`,
      systemUsers: sql<number>`count(*) filter (where not ${users.isDeleted} and not ${users.isArchived})::int`,
    })
    .from(users)
    .where(eq(users.tenantId, sql.placeholder('tenantId'))),
);

export async function countTenantUsers(tx: Tx, params: { tenantId: string }) {
  const [row] = await tenantUserCounts(tx, params);
  return { accountUsers: row?.accountUsers ?? 0, systemUsers: row?.systemUsers ?? 0 };
}

/** How many customer tenants (not internal ones) there are: only for the system path. */
export async function countCustomerTenants(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tenants)
    .where(eq(tenants.internal, false));
  return row?.count ?? 0;
}
