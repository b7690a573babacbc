import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mfaFactors, tenants, users } from '../../db/schema/index.ts';

/** What every authenticated request checks: the user's current role, version and state, and the second-factor policy. */
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
      requireMfaForAdministrators: tenants.requireMfaForAdministrators,
      mfaEnabled: sql<boolean>`${mfaFactors.enabledAt} is not null`,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.tenantId, users.tenantId))
    .leftJoin(
      mfaFactors,
      and(eq(mfaFactors.tenantId, users.tenantId), eq(mfaFactors.userId, users.userId)),
    )
    .where(and(eq(users.tenantId, params.tenantId), eq(users.userId, params.userId)))
    .limit(1);
  return row;
}
