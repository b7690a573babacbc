import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SYSTEM_ROLES, isAdministrator } from '@tallysheet/contract/roles/roles';
import { apiKeys, users } from './schema/index.ts';

const ADMINISTRATOR_ROLES = SYSTEM_ROLES.filter(isAdministrator);

/**
 * SQL true while the API key `keyId` of tenant `tenantId` would still be accepted at `now`:
 * not revoked, not expired, and its creator still an Administrator, neither archived nor
 * deleted (the rule checkApiKey applies to a request). What a key set up — a webhook
 * endpoint — acts only while this holds, so nothing a leaked key made outlives the key.
 */
export function apiKeyStillActs(tenantId: AnyPgColumn, keyId: AnyPgColumn, now: Date): SQL {
  return sql`exists (
    select 1 from ${apiKeys}
    join ${users} on ${users.tenantId} = ${apiKeys.tenantId} and ${users.userId} = ${apiKeys.createdBy}
    where ${apiKeys.tenantId} = ${tenantId} and ${apiKeys.id} = ${keyId}
      and ${apiKeys.revokedAt} is null
      and (${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > ${now})
      and ${users.role} in (${sql.join(
        ADMINISTRATOR_ROLES.map((role) => sql`${role}`),
        sql`, `,
      )})
      and not ${users.isArchived} and not ${users.isDeleted})`;
}
