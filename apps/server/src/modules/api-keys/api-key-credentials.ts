import { API_KEY_MESSAGES } from '@tallysheet/contract/api-keys/api-keys';
import { isAdministrator } from '@tallysheet/contract/roles/roles';
import type { Tx } from '../../db/client.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { findApiKeyCredential, touchApiKey } from './api-keys.repository.ts';

/** lastUsedAt is written at most this often per key, so a busy key is not a write a request. */
export const LAST_USED_EVERY_MS = 60_000;

/**
 * The stored state of a presented key, read in the request's own transaction, so a revoke
 * or an expiry counts at the very next request on every instance. Unknown (another tenant's
 * included) and revoked keys are alike; only the real key's holder learns it expired, or that
 * it died with its creator: a key works only while the Administrator (or higher) who made it
 * is one, neither archived nor deleted (issue 26 §2), so a leaked key cannot outlive them.
 */
export async function checkApiKey(tx: Tx, params: { tenantId: string; hash: string; now: Date }) {
  const row = await findApiKeyCredential(tx, params);
  if (!row || row.revokedAt) throw unauthorized(API_KEY_MESSAGES.invalid);
  if (row.expiresAt && row.expiresAt <= params.now) throw unauthorized(API_KEY_MESSAGES.expired);
  const creatorIsAdministrator =
    row.creatorRole && isAdministrator(row.creatorRole) && !row.creatorArchived;
  if (!creatorIsAdministrator || row.creatorDeleted)
    throw unauthorized(API_KEY_MESSAGES.creatorGone);
  const notBefore = new Date(params.now.getTime() - LAST_USED_EVERY_MS);
  if (!row.lastUsedAt || row.lastUsedAt < notBefore)
    await touchApiKey(tx, { tenantId: params.tenantId, id: row.id, at: params.now, notBefore });
  return row;
}
