import type Stripe from 'stripe';
import type { billingEvents } from '../../db/schema/index.ts';
import type { TenantBilling } from './billing.repository.ts';
import { ENDED_STATUSES } from './stripe-provider.ts';
import { idOf } from './stripe-client.ts';

/** The Stripe events this app acts on; any other type is acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;
export type HandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number];
export const isHandled = (type: string): type is HandledStripeEvent =>
  (HANDLED_STRIPE_EVENTS as readonly string[]).includes(type);

/**
 * Grace after a paid period ends: Stripe renews at the period's end and reports the payment
 * within about an hour, which may fall after midnight UTC; the end date kept for the tenant is
 * the period's end plus a day, so a paying tenant never goes inactive while that webhook is on
 * its way. A renewal Stripe gives up on ends the subscription by its own webhook.
 */
export const RENEWAL_GRACE_DAYS = 1;

const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
/**
 * The end date kept for a period ending at `seconds`: the first day without it (end dates are
 * exclusive, contract billing.ts), once at least a full day of grace has passed.
 */
export const servedThrough = (seconds: number) =>
  dateOf(seconds + (RENEWAL_GRACE_DAYS + 1) * 86_400);

type TenantValues = Partial<
  Pick<
    TenantBilling,
    | 'subscriptionStatus'
    | 'subscriptionEndDate'
    | 'hasDefaultPaymentMethod'
    | 'stripeSubscriptionId'
  >
>;
type History = Pick<
  typeof billingEvents.$inferInsert,
  'kind' | 'description' | 'amountCents' | 'periodStart' | 'periodEnd'
>;

/**
 * What one event does to a tenant: `state` (status, end date, subscription id) is applied only
 * when no newer event has been; `always` (the payment method on file) and `history` (a line of
 * Manage Subscription) whatever the order.
 */
export interface StripeEventEffect {
  state: TenantValues;
  always: TenantValues;
  history: History | null;
}
const none: StripeEventEffect = { state: {}, always: {}, history: null };

/** The customer an event's object belongs to. */
export function customerOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: string | { id: string } | null };
  return idOf(object.customer);
}

function invoiceEffect(invoice: Stripe.Invoice, tenant: TenantBilling, paid: boolean) {
  const subscription = idOf(invoice.parent?.subscription_details?.subscription);
  const periods = (invoice.lines?.data ?? []).map((line) => line.period);
  const start = periods.length ? Math.min(...periods.map((period) => period.start)) : null;
  const end = periods.length ? Math.max(...periods.map((period) => period.end)) : null;
  const name = invoice.number ?? invoice.id;
  const amount = paid ? invoice.amount_paid : invoice.amount_due;
  // The $0 invoice Stripe issues as a trial starts pays for nothing.
  if (amount === 0) return none;
  const history: History = {
    kind: paid ? 'payment' : 'payment_failed',
    description: paid ? `Invoice ${name} paid` : `Payment of invoice ${name} failed`,
    amountCents: amount,
    periodStart: start === null ? null : dateOf(start),
    periodEnd: end === null ? null : dateOf(end),
  };
  // A failed payment changes no status: Stripe retries, and its subscription events tell.
  const current = subscription !== null && subscription === tenant.stripeSubscriptionId;
  if (!paid || !current || end === null) return { ...none, history };
  return {
    state: { subscriptionStatus: 'active' as const, subscriptionEndDate: servedThrough(end) },
    always: {},
    history,
  };
}

/** A subscription that ends: a paying tenant is inactive; a trial runs to its own end date. */
function endedEffect(tenant: TenantBilling, terminal: boolean): StripeEventEffect {
  return {
    state: {
      ...(tenant.subscriptionStatus === 'active'
        ? { subscriptionStatus: 'inactive' as const }
        : {}),
      // Stripe never bills an ended subscription again: subscribing makes a new one (A§4).
      ...(terminal ? { stripeSubscriptionId: null } : {}),
    },
    always: {},
    history: { kind: 'subscription', description: 'Subscription ended' },
  };
}

function subscriptionEffect(
  subscription: Stripe.Subscription,
  tenant: TenantBilling,
  deleted: boolean,
): StripeEventEffect {
  if (subscription.id !== tenant.stripeSubscriptionId) return none;
  if (deleted || ENDED_STATUSES.includes(subscription.status)) return endedEffect(tenant, true);
  if (subscription.status === 'unpaid' || subscription.status === 'paused')
    return { ...endedEffect(tenant, false), history: null };
  // trialing (the tenant's own trial, or a checkout not yet finished), incomplete and past_due
  // (Stripe retrying a renewal) leave the tenant as it is. Only a payment (invoice.paid) makes
  // a tenant active; an active subscription then carries a paying tenant into each new period.
  if (subscription.status !== 'active' || tenant.subscriptionStatus !== 'active') return none;
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end);
  if (!ends.length) return none;
  return {
    state: {
      subscriptionStatus: 'active',
      subscriptionEndDate: servedThrough(Math.max(...ends)),
    },
    always: {},
    history: null,
  };
}

/**
 * The effect of a verified event on its tenant (the rules of docs/operating.md, Billing with
 * Stripe). `paymentMethodSaved` says whether the checkout's payment method was made the
 * customer's default (stripe-checkout.ts), for checkout.session.completed.
 */
export function stripeEventEffect(
  event: Stripe.Event,
  tenant: TenantBilling,
  paymentMethodSaved = false,
): StripeEventEffect {
  switch (event.type) {
    case 'checkout.session.completed':
      if (event.data.object.mode !== 'setup' || !paymentMethodSaved) return none;
      return {
        state: {},
        always: { hasDefaultPaymentMethod: true },
        history: { kind: 'payment_method', description: 'Payment method saved' },
      };
    case 'invoice.paid':
      return invoiceEffect(event.data.object, tenant, true);
    case 'invoice.payment_failed':
      return invoiceEffect(event.data.object, tenant, false);
    case 'customer.subscription.updated':
      return subscriptionEffect(event.data.object, tenant, false);
    case 'customer.subscription.deleted':
      return subscriptionEffect(event.data.object, tenant, true);
    default:
      return none;
  }
}
