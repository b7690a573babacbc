import { z } from 'zod';
import { EmailSchema } from '../identity/email.ts';
import { priceQuote, PRICE_LIST } from './pricing.ts';
import { TenantInformationSchema, type TenantInformation } from './tenant-information.ts';

/** The plans a company subscribes to itself (Starter is free and needs no checkout). */
export const PAID_TYPES = ['Monthly', 'Annual'] as const;
export type PaidType = (typeof PAID_TYPES)[number];
const PaidTypeSchema = z.enum(PAID_TYPES, { error: 'subscriptionType must be Monthly or Annual' });

/** POST /tenant/create-subscription and /tenant/update-subscription-type (A§7). */
export const SubscriptionTypeBodySchema = z.object({ subscriptionType: PaidTypeSchema });

/** POST /tenant/activate-subscription: the automatic activation request (A§4). */
export const ActivateSubscriptionSchema = z.object({
  name: z.string().trim().min(1, 'A name is required').max(200),
  email: EmailSchema,
  subscriptionType: PaidTypeSchema,
});
export type ActivateSubscription = z.infer<typeof ActivateSubscriptionSchema>;

/** POST /tenant/start-setup-checkout-session: where to come back to, and where to go. */
export const CheckoutSessionRequestSchema = z.object({
  redirectUrl: z.url({ error: 'redirectUrl must be an absolute address' }).max(2000),
});
export const CheckoutSessionSchema = z.object({
  redirectUrl: z.string().describe("the checkout page's address"),
});

/** What a subscription costs (API.md GET /tenant/pricing-quote), in dollars. */
export const PricingQuoteQuerySchema = z.object({
  subscriptionType: PaidTypeSchema,
  users: z.coerce
    .number({ error: 'users must be a whole number' })
    .int('users must be a whole number')
    .min(1, 'users must be at least 1')
    .max(100_000),
});
export const PricingQuoteSchema = z.object({
  subscriptionType: z.enum(PAID_TYPES),
  users: z.number().int().describe('active system users, the creating admin included'),
  chargedUsers: z.number().int().describe('every user but the creating admin'),
  period: z.enum(['month', 'year']),
  base: z.number(),
  perUser: z.number(),
  total: z.number(),
});
export type PricingQuote = z.infer<typeof PricingQuoteSchema>;

/** The quote of the one price list, per billing period (a month, or a year for Annual). */
export function pricingQuote(subscriptionType: PaidType, users: number): PricingQuote {
  const quote = priceQuote(subscriptionType, users);
  const months = quote.period === 'year' ? 12 : 1;
  const price = PRICE_LIST[subscriptionType];
  return {
    subscriptionType,
    users,
    chargedUsers: quote.paidUsers,
    period: quote.period,
    base: price.basePerMonth * months,
    perUser: price.perUserPerMonth * months,
    total: quote.perPeriod,
  };
}

/** The day (YYYY-MM-DD) an instant falls on for billing: trials and periods change at 00:00 UTC. */
export const billingDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The status a tenant really has today (A§4, ARCHITECTURE.md): a trial or a paid period runs
 * until its end date, which is the first day without it (a 14-day trial from Nov 24 ends on
 * Dec 8; TRIAL_DAYS=0 ends at once), whatever the stored status says until the sweep runs.
 */
export function effectiveStatus(
  billing: Pick<TenantInformation['billing'], 'subscriptionStatus' | 'subscriptionEndDate'>,
  today: string,
): TenantInformation['billing']['subscriptionStatus'] {
  const { subscriptionStatus: status, subscriptionEndDate: end } = billing;
  if ((status === 'trial' || status === 'active') && end && end.slice(0, 10) <= today)
    return 'inactive';
  return status;
}

/**
 * A§4: a tenant with no status that is not enterprise is "activation required": its Billing
 * Administrator's app asks for a Monthly subscription on its own.
 */
export const activationRequired = (billing: TenantInformation['billing']) =>
  billing.subscriptionStatus === null && !billing.isEnterprise;

/** The end of a paid period that starts on `from` (YYYY-MM-DD): the same day a month or a year on. */
export function periodEnd(subscriptionType: PaidType, from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const months = subscriptionType === 'Annual' ? 12 : 1;
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** POST /tenant/create-trial-period: the tenant's billing once its trial has started. */
export const TrialPeriodSchema = TenantInformationSchema.shape.billing;

/** The embedded (`local`) provider's test card: the only number its checkout takes. */
export const TEST_CARD = '4242 4242 4242 4242';

export const CHECKOUT_MESSAGES = {
  cardholder: 'A cardholder name is required',
  testCard: `This is a test checkout: use the test card ${TEST_CARD}`,
  expiry: 'The expiry date is MM/YY',
  cvc: 'The CVC is 3 or 4 digits',
} as const;

/** GET /tenant/local-checkout/{token}: what the checkout page shows. */
export const LocalCheckoutSchema = z.object({
  companyName: z.string(),
  subscriptionType: z.enum(PAID_TYPES),
  quote: PricingQuoteSchema,
  returnUrl: z.string(),
  testMode: z.literal(true),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;

export const CheckoutTokenParamsSchema = z.object({ token: z.string().min(1).max(300) });

/** POST /tenant/local-checkout/{token}: the test card, checked as a real form would. */
export const LocalCheckoutPaymentSchema = z.object({
  cardholderName: z.string().trim().min(1, CHECKOUT_MESSAGES.cardholder).max(200),
  cardNumber: z
    .string()
    .max(40)
    .refine((value) => value.replace(/[\s-]/g, '') === TEST_CARD.replace(/ /g, ''), {
      message: CHECKOUT_MESSAGES.testCard,
    }),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CHECKOUT_MESSAGES.expiry),
  cvc: z.string().regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cvc),
});
export type LocalCheckoutPayment = z.infer<typeof LocalCheckoutPaymentSchema>;

/** Payments and other billing events, newest first (Manage Subscription). */
export const BillingEventSchema = z.object({
  eventId: z.string(),
  kind: z.enum(['payment', 'payment_failed', 'payment_method', 'subscription']),
  description: z.string(),
  amount: z.number().nullable().describe('dollars; null when nothing was charged'),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  occurredAt: z.string(),
});
export const BillingHistorySchema = z.object({ events: z.array(BillingEventSchema) });
export type BillingEvent = z.infer<typeof BillingEventSchema>;

/** The words of the subscription screens (A§4 "Subscribe to {product}"). */
export const BILLING_TEXT = {
  subscribe: (brand: string) => `Subscribe to ${brand}`,
  enterprise: 'Billing for this account is handled by your enterprise agreement.',
  noSubscription: 'There is no subscription to update yet.',
  trialTaken: 'This account has already had its trial or a subscription.',
  enterpriseRefused: 'Enterprise billing is handled outside self-service.',
  redirectOutside: 'redirectUrl must be an address of this app',
  staleCheckout: 'This checkout is no longer current. Start the subscription again.',
  /** A§8's toasts, word for word. */
  startError: 'Error starting subscription. Please try again later or contact technical support',
  createError: 'Error creating subscription. Please try again of contact technical support',
  providerUnavailable: 'The billing provider could not be reached. Please try again in a moment.',
} as const;
