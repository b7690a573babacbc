import { assertOutsideTransaction } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { notifyCompany } from '../internal-email/internal-email.service.ts';
import { sendSigned } from './send.ts';
import { recordAudit } from '../audit/record.ts';
import { webhookDisabledAudit } from '../audit/webhook-entries.ts';
import {
  claimDueDeliveries,
  clearFailing,
  markAttemptFailed,
  markDelivered,
  noteFailure,
  type ClaimedDelivery,
} from './webhooks.repository.ts';
import { retryDelayMs, startPoller } from '../../lib/poller.ts';

const HOUR = 3_600_000;

export interface WebhookWorkerOptions {
  deps: ServiceDeps & { secrets: SecretBox };
  pollMs?: number;
  /** The first retry's delay; each next one doubles (with jitter), capped at an hour. */
  retryBaseMs?: number;
  /** How long a delivery is retried (from its creation or a redeliver): 24 hours. */
  retryForMs?: number;
  /** How long an endpoint may fail before it is turned off (and the company told): 24 hours. */
  disableAfterMs?: number;
  /** One attempt's limit: 10 s. */
  timeoutMs?: number;
  /** How long a claim holds; a worker that dies mid-send frees its deliveries after it. */
  leaseSeconds?: number;
  batch?: number;
  /** Wall time by default (leases, retries and Standard Webhooks timestamps are real time). */
  clock?: Clock;
}

export interface WebhookWorker {
  /** Looks for due deliveries now rather than at the next poll. */
  wake(): void;
  /** Runs until nothing is due (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Delivers the webhook outbox (issue 30 §4), as the mail outbox worker does: claims a batch
 * with a lease in one short transaction, POSTs each delivery outside any transaction, then
 * records the attempt in another. Retries back off exponentially for 24 hours; an endpoint
 * failing for 24 hours is turned off and the company's Internal Contact Email told.
 *
 * Exactly once per endpoint and event: one outbox row each (unique key), one holder at a time
 * (the lease, `skip locked`), and a mark only by the lease's holder. On the wire it is at least
 * once: a worker killed after the receiver got the POST but before the mark sends it again
 * after the lease, with the same `webhook-id`, by which receivers de-duplicate (as the
 * Standard Webhooks specification asks). The log then shows one success.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { deps } = options;
  const pollMs = options.pollMs ?? 2_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryForMs = options.retryForMs ?? 24 * HOUR;
  const disableAfterMs = options.disableAfterMs ?? 24 * HOUR;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const clock = options.clock ?? systemClock;
  const local = deps.config.STAGE === 'local';
  const userAgent = `${deps.config.BRAND_NAME}-Webhooks/1`;
  let stopped = false;

  const secretsOf = (delivery: ClaimedDelivery, now: Date) => [
    deps.secrets.open(delivery.secret),
    ...(delivery.previousSecret &&
    delivery.previousSecretExpiresAt &&
    delivery.previousSecretExpiresAt > now
      ? [deps.secrets.open(delivery.previousSecret)]
      : []),
  ];

  async function deliver(delivery: ClaimedDelivery) {
    assertOutsideTransaction('Sending a webhook');
    const outcome = await sendSigned(
      {
        url: delivery.url,
        eventId: delivery.eventId,
        body: delivery.body,
        // The overlap was set by the app's clock (the rotation), so it is read by it too.
        secrets: secretsOf(delivery, deps.clock.now()),
        at: clock.now(),
      },
      { timeoutMs, local, userAgent },
    );
    const at = clock.now();
    const attempt = {
      tenantId: delivery.tenantId,
      id: delivery.id,
      leaseId: delivery.leaseId!,
      at,
      responseStatus: outcome.status,
      durationMs: outcome.durationMs,
      error: outcome.error,
    };
    const scope = { tenantId: delivery.tenantId, id: delivery.endpointId };
    if (outcome.ok) {
      await deps.db.withSystem('webhooks: mark delivered', async (tx) => {
        if (await markDelivered(tx, attempt)) await clearFailing(tx, scope);
      });
      deps.log.info({ deliveryId: delivery.id, status: outcome.status }, 'webhook delivered');
      return;
    }
    const next = at.getTime() + retryDelayMs(delivery.attempts, retryBaseMs);
    const retryAt = next <= delivery.retryFrom.getTime() + retryForMs ? new Date(next) : null;
    await deps.db.withSystem('webhooks: mark failed', async (tx) => {
      if (!(await markAttemptFailed(tx, { ...attempt, retryAt }))) return;
      const off = await noteFailure(tx, { ...scope, now: at, disableAfterMs });
      if (off) await recordAudit(tx, deps, webhookDisabledAudit(off));
      if (off)
        await notifyCompany(tx, deps, {
          tenantId: delivery.tenantId,
          subject: 'A webhook endpoint was turned off',
          paragraphs: [
            `Deliveries to ${off.url} have failed for 24 hours, so the endpoint was turned off and receives no more events.`,
            `The last error: ${outcome.error ?? 'unknown'}. Fix the receiver, then turn the endpoint on again under Admin Settings → Webhooks; failed deliveries can be sent again from its delivery log.`,
          ],
          link: `${deps.config.APP_URL}/admin/webhooks`,
        });
    });
    deps.log.warn(
      { deliveryId: delivery.id, attempt: delivery.attempts, retryAt, err: outcome.error },
      'webhook not delivered',
    );
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const batch = await deps.db.withSystem('webhooks: claim', (tx) =>
        claimDueDeliveries(tx, { limit: options.batch ?? 10, leaseSeconds, now: clock.now() }),
      );
      if (batch.length === 0) return;
      await Promise.all(batch.map((delivery) => deliver(delivery)));
    }
  }

  const poller = startPoller({
    pollMs,
    pass: drain,
    log: deps.log,
    failure: 'webhook worker failed',
  });
  return {
    wake: poller.wake,
    drain: poller.drain,
    async stop() {
      stopped = true;
      await poller.stop();
    },
  };
}
