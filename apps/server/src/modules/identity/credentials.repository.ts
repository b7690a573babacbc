import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';

/** What every authenticated request checks: the user's current role, version and state. */
export async function findCredentialState(tx: Tx, params: { tenantId: string; userId: string }) {
  const [row] = await tx
    .select({
      role: users.role,
      tokenVersion: users.tokenVersion,
      isArchived: users.isArchived,
      isDeleted: users.isDeleted,
      email: users.email,
      displayName: users.displayName,
      tenantInternal: tenants.internal,
      isEnterprise: tenants.isEnterprise,
      subscriptionStatus: tenants.subscriptionStatus,
      subscriptionEndDate: tenants.subscriptionEndDate,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.tenantId, users.tenantId))
    .where(and(eq(users.tenantId, params.tenantId), eq(users.userId, params.userId)))
    .limit(1);
  return row;
}
