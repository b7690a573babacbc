import type Stripe from 'stripe';
import { BILLING_TEXT, pricingQuote, type PaidType } from '@tallysheet/contract/tenants/billing';
import type { ServiceDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/http-errors.ts';
import type { BillingProvider } from './billing-provider.types.ts';
import type { TenantBilling } from './billing.repository.ts';
import { LOCAL_IDS } from './local-provider.ts';
import { callStripe, stripeClient } from './stripe-client.ts';

/** The two products every subscription's items are priced against (made once per account). */
export const STRIPE_PRODUCTS = {
  base: { id: 'tallysheet_base_fee', name: (brand: string) => `${brand} base fee` },
  users: { id: 'tallysheet_user', name: (brand: string) => `${brand} user` },
} as const;
type Part = keyof typeof STRIPE_PRODUCTS;
/** Subscription statuses after which Stripe never bills it again: a new one is needed. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];
/** How long a tenant without a running trial has to finish its checkout before Stripe drops it. */
const CHECKOUT_HOLD_DAYS = 2;
const DAY_MS = 86_400_000;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A subscription's items for a plan and a head count, priced by the one pricing function (A§9):
 * the base fee once, and the per-user price for every user but the creating admin.
 */
export function subscriptionItems(type: PaidType, seats: number) {
  const quote = pricingQuote(type, Math.max(1, seats));
  const price = (part: Part, amount: number) => ({
    currency: 'usd',
    product: STRIPE_PRODUCTS[part].id,
    unit_amount: cents(amount),
    recurring: { interval: quote.period },
  });
  return [
    { part: 'base' as const, price_data: price('base', quote.base), quantity: 1 },
    {
      part: 'users' as const,
      price_data: price('users', quote.perUser),
      quantity: quote.chargedUsers,
    },
  ];
}

/** Our item of a part on a Stripe subscription (items carry `metadata.part`). */
const itemOf = (subscription: Stripe.Subscription, part: Part) =>
  subscription.items.data.find((item) => item.metadata?.part === part);

/**
 * When the tenant's own trial reaches its last day (A§4: a trial is served through its end date),
 * as a time: Stripe's first charge falls then, so the payment lands before the trial ends.
 * 0 without a trial.
 */
export function lastTrialDayStart(
  tenant: Pick<TenantBilling, 'subscriptionStatus' | 'subscriptionEndDate'>,
) {
  if (tenant.subscriptionStatus !== 'trial' || !tenant.subscriptionEndDate) return 0;
  return Date.parse(`${tenant.subscriptionEndDate.slice(0, 10)}T00:00:00Z`);
}

/** A subscription replaced by a new one never bills again; one already ended stays so. */
async function cancelReplaced(deps: ServiceDeps, stripe: Stripe, id: string) {
  try {
    await stripe.subscriptions.cancel(id);
  } catch (error) {
    deps.log.warn(
      { err: error, subscriptionId: id },
      'Stripe: the replaced subscription was not canceled',
    );
  }
}

const products = new WeakMap<Stripe, Promise<void>>();

/** Makes the two products once per account (their ids are ours), remembering it per process. */
function ensureProducts(stripe: Stripe, brand: string): Promise<void> {
  let made = products.get(stripe);
  if (!made) {
    made = Promise.all(
      Object.values(STRIPE_PRODUCTS).map(async ({ id, name }) => {
        try {
          await stripe.products.retrieve(id);
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode !== 404) throw error;
          await stripe.products.create({ id, name: name(brand) });
        }
      }),
    ).then(() => undefined);
    made.catch(() => products.delete(stripe));
    products.set(stripe, made);
  }
  return made;
}

/**
 * `stripe`: a customer per tenant (metadata tenantId), a subscription of two items priced by the
 * contract's pricing function, a setup-mode Checkout Session for the payment method, and the
 * seat count kept in step. Every subscription starts as a Stripe trial that ends when the
 * tenant's own trial reaches its last day, or CHECKOUT_HOLD_DAYS on without one; the webhook
 * that reports the finished checkout ends a hold at once so the first period is charged
 * (stripe-checkout.ts), and Stripe cancels a subscription whose trial ends without a payment
 * method. The tenant's status follows Stripe's webhooks, never this side.
 */
export function stripeBillingProvider(deps: ServiceDeps): BillingProvider {
  const { config } = deps;
  const stripe = () => stripeClient(config);
  return {
    name: 'stripe',
    createSubscription({ tenant, subscriptionType, seats, customer }) {
      return callStripe(deps, 'create subscription', async () => {
        await ensureProducts(stripe(), config.BRAND_NAME);
        const known = tenant.stripeCustomerId;
        const customerId =
          known && !known.startsWith(LOCAL_IDS.customer)
            ? known
            : (
                await stripe().customers.create({
                  name: customer.name,
                  email: customer.email,
                  metadata: { tenantId: tenant.tenantId, companyName: tenant.name },
                })
              ).id;
        const now = deps.clock.now().getTime();
        const trialDay = lastTrialDayStart(tenant);
        const trialEnd = trialDay > now ? trialDay : now + CHECKOUT_HOLD_DAYS * DAY_MS;
        const subscription = await stripe().subscriptions.create({
          customer: customerId,
          items: subscriptionItems(subscriptionType, seats).map(({ part, ...item }) => ({
            ...item,
            metadata: { part },
          })),
          trial_end: Math.floor(trialEnd / 1000),
          trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          metadata: { tenantId: tenant.tenantId },
        });
        const replaced = tenant.stripeSubscriptionId;
        if (replaced && !replaced.startsWith(LOCAL_IDS.subscription))
          await cancelReplaced(deps, stripe(), replaced);
        return { customerId, subscriptionId: subscription.id };
      });
    },

    updateSubscriptionType({ tenant, subscriptionType, seats }) {
      return callStripe(deps, 'update subscription type', async () => {
        const id = tenant.stripeSubscriptionId;
        const current = await stripe().subscriptions.retrieve(id);
        await stripe().subscriptions.update(id, {
          items: subscriptionItems(subscriptionType, seats).map(({ part, ...item }) => {
            const existing = itemOf(current, part);
            return existing ? { id: existing.id, ...item } : { ...item, metadata: { part } };
          }),
        });
      });
    },

    async updateSeats({ tenant, subscriptionType, seats }) {
      const id = tenant.stripeSubscriptionId;
      const current = await stripe().subscriptions.retrieve(id);
      if (ENDED_STATUSES.includes(current.status)) return;
      const wanted = subscriptionItems(subscriptionType, seats).find(
        (item) => item.part === 'users',
      )!;
      const users = itemOf(current, 'users');
      // Setting the absolute count makes a repeat harmless.
      if (users?.quantity === wanted.quantity) return;
      await stripe().subscriptions.update(id, {
        items: [
          users
            ? { id: users.id, quantity: wanted.quantity }
            : {
                price_data: wanted.price_data,
                quantity: wanted.quantity,
                metadata: { part: 'users' },
              },
        ],
      });
    },

    startSetupCheckout({ tenant, returnUrl }) {
      const customer = tenant.stripeCustomerId;
      if (!customer || customer.startsWith(LOCAL_IDS.customer))
        throw conflict(BILLING_TEXT.noSubscription);
      return callStripe(deps, 'start setup checkout', async () => {
        const metadata = {
          tenantId: tenant.tenantId,
          subscriptionId: tenant.stripeSubscriptionId,
        };
        const session = await stripe().checkout.sessions.create({
          mode: 'setup',
          customer,
          currency: 'usd',
          client_reference_id: tenant.tenantId,
          success_url: returnUrl,
          cancel_url: returnUrl,
          metadata,
          setup_intent_data: { metadata },
        });
        if (!session.url) throw new Error('Stripe answered a checkout session without a url');
        return { redirectUrl: session.url };
      });
    },
  };
}
