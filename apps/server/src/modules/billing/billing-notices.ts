import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notifyCompany } from '../internal-email/internal-email.service.ts';
import { recordBillingEvent } from './billing.repository.ts';

type BillingEvent = Parameters<typeof recordBillingEvent>[1];

const subscriptionLink = (deps: ServiceDeps) => `${deps.config.APP_URL}/admin/subscription`;

/**
 * Records a billing event once (by its id) and, the first time only, sends the company its own
 * copy at its verified Internal Contact Email (a subscription notice). True when it was new.
 */
export async function recordBillingNotice(
  tx: Tx,
  deps: ServiceDeps,
  event: BillingEvent,
): Promise<boolean> {
  const fresh = await recordBillingEvent(tx, event);
  if (fresh)
    await notifyCompany(tx, deps, {
      tenantId: event.tenantId,
      subject: `Subscription: ${event.description}`,
      paragraphs: [
        event.amountCents
          ? `${event.description}: ${(event.amountCents / 100).toFixed(2)}.`
          : `${event.description}.`,
      ],
      link: subscriptionLink(deps),
    });
  return fresh;
}

/** The company's copy of a trial or paid period that has ended (the billing sweep). */
export function noticeSubscriptionEnded(tx: Tx, deps: ServiceDeps, tenantId: string) {
  return notifyCompany(tx, deps, {
    tenantId,
    subject: 'Subscription: ended',
    paragraphs: [
      'The subscription or trial has ended. Until it is renewed, only the Billing Administrator can sign in, to subscribe.',
    ],
    link: subscriptionLink(deps),
  });
}
