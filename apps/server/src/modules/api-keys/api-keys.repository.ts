import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { apiKeys, tenants, users } from '../../db/schema/index.ts';

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  scopes: apiKeys.scopes,
  createdBy: apiKeys.createdBy,
};
/** A key as listed, with the name of who made it (none once that user row is gone). */
export type ApiKeyRow = {
  [K in keyof typeof columns]: (typeof apiKeys.$inferSelect)[K];
} & { createdByName: string | null };

const listed = { ...columns, createdByName: users.displayName };
/** The key's creator, in the key's tenant. */
const creatorOf = and(eq(users.tenantId, apiKeys.tenantId), eq(users.userId, apiKeys.createdBy));

export async function insertApiKey(tx: Tx, values: typeof apiKeys.$inferInsert) {
  const [row] = await tx.insert(apiKeys).values(values).returning(columns);
  const [creator] = await tx
    .select({ name: users.displayName })
    .from(users)
    .where(and(eq(users.tenantId, values.tenantId), eq(users.userId, values.createdBy)));
  return { ...row!, createdByName: creator?.name ?? null };
}

/** The tenant's keys, newest first, each with who made it; never their hashes. */
export function listApiKeys(tx: Tx, params: { tenantId: string }): Promise<ApiKeyRow[]> {
  return tx
    .select(listed)
    .from(apiKeys)
    .leftJoin(users, creatorOf)
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
  const [row] = await tx.select(listed).from(apiKeys).leftJoin(users, creatorOf).where(where);
  return row;
}

/**
 * What a request made with a key checks: the key's state and scopes, its creator's state
 * (a key works only while they are an Administrator) and its tenant's subscription.
 */
export async function findApiKeyCredential(tx: Tx, params: { tenantId: string; hash: string }) {
  const [row] = await tx
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      scopes: apiKeys.scopes,
      creatorRole: users.role,
      creatorArchived: users.isArchived,
      creatorDeleted: users.isDeleted,
      tenantInternal: tenants.internal,
      isEnterprise: tenants.isEnterprise,
      subscriptionStatus: tenants.subscriptionStatus,
      subscriptionEndDate: tenants.subscriptionEndDate,
    })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.tenantId, apiKeys.tenantId))
    .leftJoin(users, creatorOf)
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
