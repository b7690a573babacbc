import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** One row a customer company; its primary key is the tenant id users sign in with. */
export const tenants = pgTable(
  'tenants',
  {
    tenantId: text('tenant_id').primaryKey(),
    name: text('name').notNull(),
    internal: boolean('internal').notNull().default(false),
    newCustomer: boolean('new_customer').notNull().default(true),
    isEnterprise: boolean('is_enterprise').notNull().default(false),
    subscriptionStatus: text('subscription_status', { enum: ['trial', 'active', 'inactive'] }),
    subscriptionType: text('subscription_type', { enum: ['Starter', 'Monthly', 'Annual'] }),
    subscriptionEndDate: date('subscription_end_date', { mode: 'string' }),
    hasDefaultPaymentMethod: boolean('has_default_payment_method').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The company's time zone (IANA); its business days and weeks are counted in it. */
    timezone: text('timezone').notNull().default('UTC'),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    addressCity: text('address_city').notNull().default(''),
    addressRegion: text('address_region').notNull().default(''),
    addressPostalCode: text('address_postal_code').notNull().default(''),
    addressCountry: text('address_country').notNull().default(''),
    /** Account Information: the session recorder may run for this tenant (when the deployment allows). */
    sessionRecording: boolean('session_recording').notNull().default(true),
    /** Account Information: administrators must sign in with a second factor. */
    requireMfaForAdministrators: boolean('require_mfa_for_administrators').notNull().default(false),
    /** Account Information: an associate fixes and resubmits rejected days themselves (issue 28). */
    rejectedDaysReopen: boolean('rejected_days_reopen').notNull().default(true),
    /** Audit Log: entries older than this many years are pruned; null keeps them (issue 30 §2). */
    auditRetentionYears: integer('audit_retention_years'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  // A Stripe webhook names the customer: it finds its tenant by this id.
  (t) => [index('tenants_stripe_customer_idx').on(t.stripeCustomerId)],
);
