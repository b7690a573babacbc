import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * What the billing provider reported for a tenant: payments, failed payments, payment methods
 * and subscription changes, shown on Manage Subscription. The provider's event id is the key,
 * so a webhook delivered twice is recorded once.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    kind: text('kind', {
      enum: ['payment', 'payment_failed', 'payment_method', 'subscription'],
    }).notNull(),
    description: text('description').notNull(),
    /** Cents; null when nothing was charged. */
    amountCents: integer('amount_cents'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    occurredAt: instant('occurred_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    index('billing_events_tenant_occurred_idx').on(t.tenantId, t.occurredAt),
  ],
);

/**
 * Every Stripe webhook event a tenant received, kept once by its id: a second delivery finds
 * it here and changes nothing. `created` (Stripe's time of the event) orders them: an event
 * older than the newest one `applied` to the tenant's subscription state does not roll it back.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    created: instant('created').notNull(),
    /** True when the event set the tenant's status or end date (false: stale or no effect). */
    applied: boolean('applied').notNull().default(false),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
    index('stripe_events_tenant_created_idx').on(t.tenantId, t.created),
  ],
);
