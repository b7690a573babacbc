import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { apiKeys, tenants } from '../../db/schema/index.ts';

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
export type ApiKeyRow = {
  [K in keyof typeof listed]: (typeof apiKeys.$inferSelect)[K];
};

export async function insertApiKey(tx: Tx, values: typeof apiKeys.$inferInsert) {
  const [row] = await tx.insert(apiKeys).values(values).returning(listed);
  return row!;
}

/** The tenant's keys, newest first; never their hashes. */
export function listApiKeys(tx: Tx, params: { tenantId: string }): Promise<ApiKeyRow[]> {
  return tx
    .select(listed)
    .from(apiKeys)
    .where(eq(apiKeys.tenantId, params.tenantId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes a key; revoking it again keeps the first time. Undefined when the tenant has no such key. */
export async function revokeApiKey(tx: Tx, params: { tenantId: string; id: string; at: Date }) {
  const where = and(eq(apiKeys.tenantId, params.tenantId), eq(apiKeys.id, params.id));
  await tx
    .update(apiKeys)
    .set({ revokedAt: params.at })
    .where(and(where, isNull(apiKeys.revokedAt)));
  const [row] = await tx.select(listed).from(apiKeys).where(where);
  return row;
}

/** What a request made with a key checks: the key's state and its tenant's subscription. */
export async function findApiKeyCredential(tx: Tx, params: { tenantId: string; hash: string }) {
  const [row] = await tx
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      tenantInternal: tenants.internal,
      isEnterprise: tenants.isEnterprise,
      subscriptionStatus: tenants.subscriptionStatus,
      subscriptionEndDate: tenants.subscriptionEndDate,
    })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.tenantId, apiKeys.tenantId))
    .where(and(eq(apiKeys.tenantId, params.tenantId), eq(apiKeys.keyHash, params.hash)))
    .limit(1);
  return row;
}

/** Records a use, unless one was recorded since `notBefore` (one write a minute at most). */
export async function touchApiKey(
  tx: Tx,
  params: { tenantId: string; id: string; at: Date; notBefore: Date },
) {
  await tx
    .update(apiKeys)
    .set({ lastUsedAt: params.at })
    .where(
      and(
        eq(apiKeys.tenantId, params.tenantId),
        eq(apiKeys.id, params.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, params.notBefore)),
      ),
    );
}
