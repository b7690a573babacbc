import type { ApiKey } from '@tallysheet/contract/api-keys/api-keys';
import type { ApiKeyRow } from './api-keys.repository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A key as its tenant's administrators see it: never the key or its hash. */
export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    scopes: row.scopes,
    // A creator whose row is gone is named by their username.
    createdBy: { id: row.createdBy, name: row.createdByName ?? row.createdBy },
  };
}
