import type Stripe from 'stripe';
import type { ServiceDeps } from '../../lib/deps.ts';
import type { TenantBilling } from './billing.repository.ts';
import { ENDED_STATUSES, lastTrialDayStart } from './stripe-provider.ts';
import { idOf, stripeClient } from './stripe-client.ts';

/**
 * A finished setup-mode checkout (A§4 Subscribing, step 2, come back): its payment method
 * becomes the customer's default and the subscription's. A subscription held for the checkout
 * (a Stripe trial ending later than the tenant's own trial's last day, or with no trial left)
 * ends its trial now, so Stripe charges the first period at once; one in its trial keeps it
 * until that day. A renewal Stripe is still retrying (past_due, unpaid) is paid again with the
 * new method. Every call sets a state, so a repeat is harmless. False when the checkout saved
 * no payment method.
 */
export async function saveCheckoutPaymentMethod(
  deps: ServiceDeps,
  session: Stripe.Checkout.Session,
  tenant: TenantBilling,
): Promise<boolean> {
  const stripe = stripeClient(deps.config);
  const customer = idOf(session.customer);
  const setupIntentId = idOf(session.setup_intent);
  if (!customer || !setupIntentId) return false;
  const intent = await stripe.setupIntents.retrieve(setupIntentId);
  const paymentMethod = idOf(intent.payment_method);
  if (!paymentMethod) return false;
  await stripe.customers.update(customer, {
    invoice_settings: { default_payment_method: paymentMethod },
  });
  const id = tenant.stripeSubscriptionId;
  if (!id) return true;
  const subscription = await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] });
  if (ENDED_STATUSES.includes(subscription.status)) return true;
  const endTrial =
    subscription.status === 'trialing' &&
    (subscription.trial_end ?? 0) * 1000 > lastTrialDayStart(tenant);
  await stripe.subscriptions.update(id, {
    default_payment_method: paymentMethod,
    ...(endTrial ? { trial_end: 'now' as const } : {}),
  });
  const invoice = subscription.latest_invoice;
  if (
    (subscription.status === 'past_due' || subscription.status === 'unpaid') &&
    typeof invoice === 'object' &&
    invoice?.status === 'open'
  )
    await stripe.invoices.pay(invoice.id, { payment_method: paymentMethod });
  return true;
}
