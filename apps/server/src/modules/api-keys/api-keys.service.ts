import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type CreateApiKey,
} from '@tallysheet/contract/api-keys/api-keys';
import type { ServiceCall } from '../../lib/deps.ts';
import { invalidField, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { sha256 } from '../identity/opaque-token.ts';
import { webhookAudit } from '../audit/webhook-entries.ts';
import { disableWebhooksOfApiKey } from '../webhooks/webhooks.service.ts';
import { insertApiKey, listApiKeys, revokeApiKey } from './api-keys.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { apiKeyAudit } from '../audit/settings-entries.ts';

/** Characters of the secret kept in the prefix: enough to tell keys apart, useless to guess one. */
const PREFIX_SECRET_CHARS = 8;

/**
 * A new key `tsk_<tenantId>.<secret>`: it names its tenant, so a request made with it is
 * checked inside that tenant only, and a key edited to name another tenant hashes to nothing.
 */
export function newApiKey(tenantId: string) {
  const head = `${API_KEY_PREFIX}${tenantId}.`;
  const key = `${head}${randomBytes(32).toString('base64url')}`;
  return { key, hash: sha256(key), prefix: key.slice(0, head.length + PREFIX_SECRET_CHARS) };
}

/** The tenant, hash and prefix of a presented key; undefined when it cannot be one. */
export function parseApiKey(key: string) {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 300) return undefined;
  const dot = key.lastIndexOf('.');
  const tenantId = key.slice(API_KEY_PREFIX.length, dot);
  if (dot < 0 || !tenantId) return undefined;
  return { tenantId, hash: sha256(key), prefix: key.slice(0, dot + 1 + PREFIX_SECRET_CHARS) };
}

/** Creates a key for the caller's tenant; the key itself is returned this once and only hashed. */
export async function createApiKey({ deps, caller, input }: ServiceCall & { input: CreateApiKey }) {
  const now = deps.clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw invalidField('expiresAt', API_KEY_MESSAGES.expiryInPast);
  const { key, hash, prefix } = newApiKey(caller.tenantId);
  const row = await deps.db.withTenant(caller.tenantId, async (tx) => {
    const created = await insertApiKey(tx, {
      tenantId: caller.tenantId,
      id: newId(),
      keyHash: hash,
      prefix,
      name: input.name,
      scopes: [...new Set(input.scopes)],
      createdBy: caller.userId,
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, deps, apiKeyAudit(caller, 'create', created));
    return created;
  });
  return { row, key };
}

/** The tenant's keys, newest first. */
export function listTenantApiKeys({ deps, caller }: ServiceCall) {
  return deps.db.withTenant(caller.tenantId, (tx) =>
    listApiKeys(tx, { tenantId: caller.tenantId }),
  );
}

/**
 * Revokes a key of the caller's tenant: refused from the next request on, and the webhook
 * endpoints it set up are turned off in the same transaction, so that nothing a leaked key
 * made keeps receiving the tenant's data.
 */
export async function revokeTenantApiKey({ deps, caller, id }: ServiceCall & { id: string }) {
  const row = await deps.db.withTenant(caller.tenantId, async (tx) => {
    const at = deps.clock.now();
    const revoked = await revokeApiKey(tx, { tenantId: caller.tenantId, id, at });
    if (!revoked) return revoked;
    await recordAudit(tx, deps, apiKeyAudit(caller, 'revoke', revoked));
    const endpoints = await disableWebhooksOfApiKey(tx, {
      tenantId: caller.tenantId,
      apiKeyId: id,
      at,
    });
    for (const endpoint of endpoints)
      await recordAudit(
        tx,
        deps,
        webhookAudit(caller, 'update', { ...endpoint, enabled: true }, endpoint),
      );
    return revoked;
  });
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
  return row;
}
