import { eq, sql } from 'drizzle-orm';
import type { StartRead, Tx } from '../../db/client.ts';
import { ofUser, userByKeyParams } from '../../db/joins.ts';
import { prepared } from '../../db/prepared.ts';
import { mfaFactors, refreshTokens, tenants, users } from '../../db/schema/index.ts';

const sessionParam = sql`${sql.placeholder('sessionId')}::text`;

/** Built once: every authenticated request runs it. */
const credentialState = prepared('credential_state', (db) =>
  db
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
      // An access token's session lives while one of its refresh tokens is unrevoked; a
      // token without a session (none is issued so now) is judged by its version alone.
      sessionLive: sql<boolean>`(${sessionParam} is null or exists (select 1 from ${refreshTokens} where ${refreshTokens.tenantId} = ${users.tenantId} and ${refreshTokens.sessionId} = ${sessionParam} and ${refreshTokens.revokedAt} is null))`,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.tenantId, users.tenantId))
    .leftJoin(mfaFactors, ofUser(mfaFactors, users))
    .where(userByKeyParams)
    .limit(1),
);

/**
 * What every authenticated request checks: the user's current role, version and state, whether
 * the access token's session is still live, and the second-factor policy.
 */
export async function findCredentialState(tx: Tx, params: CredentialParams) {
  const [row] = await credentialState(tx, valuesOf(params));
  return row;
}

/**
 * `findCredentialState`'s statement call, to travel with the request's first begin: when it
 * does, the call above is answered with what came back, one round trip fewer a request.
 */
export function credentialStateRead(params: CredentialParams): StartRead {
  return credentialState.startRead(valuesOf(params));
}

interface CredentialParams {
  tenantId: string;
  userId: string;
  sessionId?: string;
}

const valuesOf = (params: CredentialParams) => ({
  ...params,
  sessionId: params.sessionId ?? null,
});
