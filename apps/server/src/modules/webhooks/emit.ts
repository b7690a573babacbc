import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@tallysheet/contract/webhooks/webhooks';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { insertDeliveries, subscribedEndpoints } from './webhooks.repository.ts';

/** The Standard Webhooks message id of an event: the same for every endpoint and attempt. */
export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Queues an event for every deliverable endpoint of the tenant subscribed to its type (enabled,
 * and not set up by an API key that no longer acts), in the
 * caller's transaction (issue 30 §4): the event goes out only if the change commits, and
 * once per endpoint (the outbox's unique key). The body is `{id, type, timestamp, data}`,
 * `data` in the API's own shape. Returns the event id, or null when no endpoint wants it.
 */
export async function emitWebhookEvent(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  event: { tenantId: string; type: WebhookEventType; data: unknown },
): Promise<string | null> {
  const now = deps.clock.now();
  const endpoints = await subscribedEndpoints(tx, { ...event, now });
  if (endpoints.length === 0) return null;
  const id = newEventId();
  const body = JSON.stringify({
    id,
    type: event.type,
    timestamp: now.toISOString(),
    data: event.data,
  });
  await insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({
      tenantId: event.tenantId,
      endpointId: endpoint.id,
      eventId: id,
      eventType: event.type,
      body,
    })),
  );
  return id;
}
