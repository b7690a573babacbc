import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;

export async function findTenant(
  tx: Tx,
  params: { tenantId: string },
): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(eq(tenants.tenantId, params.tenantId))
    .limit(1);
  return row;
}

export async function insertTenant(tx: Tx, values: NewTenant): Promise<void> {
  await tx.insert(tenants).values(values);
}

export async function updateTenant(
  tx: Tx,
  params: { tenantId: string; values: Partial<Omit<NewTenant, 'tenantId'>> },
): Promise<TenantRow | undefined> {
  const [row] = await tx
    .update(tenants)
    .set({ ...params.values, updatedAt: new Date() })
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
