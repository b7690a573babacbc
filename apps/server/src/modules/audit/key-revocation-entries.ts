import type { AuthContext } from '../../lib/auth-context.ts';
import { callerActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * A webhook endpoint an API key had set up, turned off because the key was revoked: one entry
 * per endpoint, by whoever revoked the key (the secret is never part of it).
 */
export const webhookOffWithKeyAudit = (
  caller: AuthContext,
  endpoint: { id: string; url: string; events: string[]; apiKeyId: string | null },
): AuditEntryInput => {
  const shown = { url: endpoint.url, events: endpoint.events, apiKeyId: endpoint.apiKeyId };
  return {
    tenantId: caller.tenantId,
    actor: callerActor(caller),
    action: 'update',
    entityType: 'webhook',
    entityId: endpoint.id,
    before: { ...shown, enabled: true },
    after: { ...shown, enabled: false },
  };
};
