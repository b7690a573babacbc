import type { AuthContext } from '../../lib/auth-context.ts';
import { callerActor, systemActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/** An endpoint as the trail keeps it: never its signing secrets (sealed or not). */
type Endpoint = {
  id: string;
  tenantId: string;
  url: string;
  events: unknown;
  enabled: boolean;
  previousSecretExpiresAt?: Date | null;
  apiKeyId?: string | null;
};
const shown = (row: Endpoint) => ({
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  previousSecretExpiresAt: row.previousSecretExpiresAt ?? null,
  /** The API key that set the endpoint up (null: a person). */
  apiKeyId: row.apiKeyId ?? null,
});

/**
 * A webhook endpoint created, changed, deleted or its secret rotated (issue 30 §2; the secret
 * is never recorded, only that it changed and how long the old one still signs).
 */
export const webhookAudit = (
  caller: AuthContext,
  action: 'create' | 'update' | 'delete' | 'secret.rotate',
  before: Endpoint | undefined,
  after: Endpoint | undefined,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action,
  entityType: 'webhook',
  entityId: (after ?? before)!.id,
  before: before ? shown(before) : null,
  after: after ? shown(after) : null,
});

/** A delivery queued again by hand (redeliver). */
export const redeliveryAudit = (
  caller: AuthContext,
  endpointId: string,
  delivery: { id: string; eventId: string; eventType: string },
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action: 'redeliver',
  entityType: 'webhookDelivery',
  entityId: delivery.id,
  before: null,
  after: { endpointId, eventId: delivery.eventId, type: delivery.eventType, status: 'pending' },
});

/** The delivery worker turned an endpoint off after 24 hours of failures (a job of the system). */
export const webhookDisabledAudit = (row: Endpoint): AuditEntryInput => ({
  tenantId: row.tenantId,
  actor: systemActor('webhook-delivery'),
  action: 'disable',
  entityType: 'webhook',
  entityId: row.id,
  before: { enabled: true },
  after: { enabled: false, reason: 'Deliveries failed for 24 hours' },
});
