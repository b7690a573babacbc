import Stripe from 'stripe';
import { STRIPE_WEBHOOK_TEXT } from '@tallysheet/contract/tenants/stripe-webhook';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import {
  lockTenantBilling,
  markStripeEventApplied,
  newestAppliedStripeEvent,
  recordStripeEvent,
  stripeEventSeen,
  tenantIdByStripeCustomer,
} from './billing.repository.ts';
import { changeTenantBilling } from './billing-change.ts';
import { recordBillingNotice } from './billing-notices.ts';
import { saveCheckoutPaymentMethod } from './stripe-checkout.ts';
import { callStripe } from './stripe-client.ts';
import { customerOfEvent, isHandled, stripeEventEffect } from './stripe-events.ts';

/** How old a signed delivery may be (Stripe's own default): an older one is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The event of a webhook delivery whose Stripe-Signature verifies over the raw body with
 * STRIPE_WEBHOOK_SECRET and is at most 5 minutes old by the app's clock; a 400 otherwise.
 * A 404 when this server does not bill with Stripe.
 */
export function verifyStripeWebhook({
  deps,
  payload,
  signature,
}: {
  deps: ServiceDeps;
  payload: string;
  signature: string | string[] | undefined;
}): Stripe.Event {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (deps.config.BILLING_PROVIDER !== 'stripe' || !secret)
    throw notFound(STRIPE_WEBHOOK_TEXT.notConfigured);
  const refused = badRequest(STRIPE_WEBHOOK_TEXT.badSignature, [
    { path: 'stripe-signature', message: STRIPE_WEBHOOK_TEXT.badSignature },
  ]);
  if (typeof signature !== 'string' || !signature) throw refused;
  try {
    return Stripe.webhooks.constructEvent(
      payload,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      deps.clock.now().getTime(),
    );
  } catch {
    throw refused;
  }
}

/** Records the event once for its tenant and applies it unless a newer one was applied. */
async function recordAndApply(
  tx: Tx,
  deps: ServiceDeps,
  tenantId: string,
  event: Stripe.Event,
  paymentMethodSaved: boolean,
): Promise<void> {
  const tenant = await lockTenantBilling(tx, { tenantId });
  if (!tenant) return;
  const created = new Date(event.created * 1000);
  const newest = await newestAppliedStripeEvent(tx, { tenantId });
  const fresh = await recordStripeEvent(tx, {
    tenantId,
    eventId: event.id,
    type: event.type,
    created,
  });
  if (!fresh) return;
  const effect = stripeEventEffect(event, tenant, paymentMethodSaved);
  // Out of order: an event older than one already applied does not roll the state back.
  const inOrder = !newest || created >= newest;
  const state = inOrder ? effect.state : {};
  const values = { ...state, ...effect.always };
  if (Object.keys(values).length)
    await changeTenantBilling(tx, deps, {
      tenantId,
      values,
      at: deps.clock.now(),
      job: 'stripe webhook',
    });
  if (Object.keys(state).length) await markStripeEventApplied(tx, { tenantId, eventId: event.id });
  if (effect.history)
    await recordBillingNotice(tx, deps, {
      tenantId,
      eventId: event.id,
      occurredAt: created,
      ...effect.history,
    });
}

/**
 * POST /tenant/stripe-webhook, after verification: a handled event of a known customer is
 * recorded once by its id for the customer's tenant and applied in any order (stripe-events.ts);
 * any other event is acknowledged and ignored. A finished checkout first saves its payment
 * method at Stripe, outside any transaction; if Stripe fails, nothing is recorded and the 502
 * makes Stripe deliver the event again.
 */
export async function handleStripeEvent({
  deps,
  event,
}: {
  deps: ServiceDeps;
  event: Stripe.Event;
}): Promise<void> {
  if (!isHandled(event.type)) return;
  const customerId = customerOfEvent(event);
  if (!customerId) return;
  const tenantId = await deps.db.withSystem('stripe webhook: the customer’s tenant', (tx) =>
    tenantIdByStripeCustomer(tx, { customerId }),
  );
  if (!tenantId) {
    deps.log.warn({ eventId: event.id, customerId }, 'Stripe webhook for an unknown customer');
    return;
  }
  let paymentMethodSaved = false;
  if (event.type === 'checkout.session.completed' && event.data.object.mode === 'setup') {
    const session = event.data.object;
    const before = await deps.db.withTenant(tenantId, async (tx) => ({
      seen: await stripeEventSeen(tx, { tenantId, eventId: event.id }),
      tenant: await lockTenantBilling(tx, { tenantId }),
    }));
    if (before.seen || !before.tenant) return;
    const tenant = before.tenant;
    paymentMethodSaved = await callStripe(deps, 'save the checkout’s payment method', () =>
      saveCheckoutPaymentMethod(deps, session, tenant),
    );
  }
  await deps.db.withTenant(tenantId, (tx) =>
    recordAndApply(tx, deps, tenantId, event, paymentMethodSaved),
  );
}
