import { and, desc, eq, inArray, isNotNull, like, lte, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { billingEvents, stripeEvents, tenants } from '../../db/schema/index.ts';

export type BillingEventRow = typeof billingEvents.$inferSelect;
type BillingValues = Partial<
  Pick<
    typeof tenants.$inferInsert,
    | 'subscriptionStatus'
    | 'subscriptionType'
    | 'subscriptionEndDate'
    | 'hasDefaultPaymentMethod'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
  >
>;

/** The tenant's billing columns, locked for the rest of the transaction (one change at a time). */
export async function lockTenantBilling(tx: Tx, params: { tenantId: string }) {
  const [row] = await tx
    .select({
      tenantId: tenants.tenantId,
      name: tenants.name,
      isEnterprise: tenants.isEnterprise,
      subscriptionStatus: tenants.subscriptionStatus,
      subscriptionType: tenants.subscriptionType,
      subscriptionEndDate: tenants.subscriptionEndDate,
      hasDefaultPaymentMethod: tenants.hasDefaultPaymentMethod,
      stripeCustomerId: tenants.stripeCustomerId,
      stripeSubscriptionId: tenants.stripeSubscriptionId,
    })
    .from(tenants)
    .where(eq(tenants.tenantId, params.tenantId))
    .for('update');
  return row;
}
export type TenantBilling = NonNullable<Awaited<ReturnType<typeof lockTenantBilling>>>;

export async function updateTenantBilling(
  tx: Tx,
  params: { tenantId: string; values: BillingValues; at: Date },
): Promise<void> {
  await tx
    .update(tenants)
    .set({ ...params.values, updatedAt: params.at })
    .where(eq(tenants.tenantId, params.tenantId));
}

/** Records a billing event once: a second delivery of the same event id changes nothing. */
export async function recordBillingEvent(
  tx: Tx,
  values: typeof billingEvents.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  return rows.length > 0;
}

/** The tenant's billing events, newest first. */
export function listBillingEvents(tx: Tx, params: { tenantId: string; limit: number }) {
  return tx
    .select()
    .from(billingEvents)
    .where(eq(billingEvents.tenantId, params.tenantId))
    .orderBy(desc(billingEvents.occurredAt), desc(billingEvents.eventId))
    .limit(params.limit);
}

/**
 * Claims the billing sweep for this transaction: true for exactly one of several instances
 * asking at once (a transaction-scoped advisory lock, released at commit).
 */
export async function claimBillingSweep(tx: Tx, key: number): Promise<boolean> {
  // Both drivers answer a raw statement with its rows.
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${key}) as claimed`,
  )) as unknown as { rows: { claimed: boolean }[] };
  return Boolean(result.rows[0]?.claimed);
}

/**
 * Paid periods of the embedded provider that end by `today` with a payment method on
 * file: they renew (the local provider charges its test card).
 */
export function dueLocalRenewals(tx: Tx, params: { today: string; subscriptionPrefix: string }) {
  return tx
    .select({
      tenantId: tenants.tenantId,
      subscriptionType: tenants.subscriptionType,
      subscriptionEndDate: tenants.subscriptionEndDate,
    })
    .from(tenants)
    .where(
      and(
        eq(tenants.subscriptionStatus, 'active'),
        eq(tenants.isEnterprise, false),
        eq(tenants.hasDefaultPaymentMethod, true),
        like(tenants.stripeSubscriptionId, `${params.subscriptionPrefix}%`),
        isNotNull(tenants.subscriptionEndDate),
        lte(tenants.subscriptionEndDate, params.today),
        inArray(tenants.subscriptionType, ['Monthly', 'Annual']),
      ),
    );
}

/** Trials and paid periods whose end date has come: inactive from now on. */
export async function expireEndedSubscriptions(tx: Tx, params: { today: string; at: Date }) {
  return tx
    .update(tenants)
    .set({ subscriptionStatus: 'inactive', updatedAt: params.at })
    .where(
      and(
        inArray(tenants.subscriptionStatus, ['trial', 'active']),
        eq(tenants.isEnterprise, false),
        lte(tenants.subscriptionEndDate, params.today),
      ),
    )
    .returning({ tenantId: tenants.tenantId });
}

/** The tenant whose Stripe customer this is: for the system path (a webhook names no tenant). */
export async function tenantIdByStripeCustomer(
  tx: Tx,
  params: { customerId: string },
): Promise<string | undefined> {
  const [row] = await tx
    .select({ tenantId: tenants.tenantId })
    .from(tenants)
    .where(eq(tenants.stripeCustomerId, params.customerId))
    .limit(1);
  return row?.tenantId;
}

/** True when the tenant already received this Stripe event. */
export async function stripeEventSeen(tx: Tx, params: { tenantId: string; eventId: string }) {
  const [row] = await tx
    .select({ eventId: stripeEvents.eventId })
    .from(stripeEvents)
    .where(
      and(eq(stripeEvents.tenantId, params.tenantId), eq(stripeEvents.eventId, params.eventId)),
    );
  return Boolean(row);
}

/** Records a Stripe event once: false when it was already recorded (a second delivery). */
export async function recordStripeEvent(
  tx: Tx,
  values: Pick<typeof stripeEvents.$inferInsert, 'tenantId' | 'eventId' | 'type' | 'created'>,
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: stripeEvents.eventId });
  return rows.length > 0;
}

/** When the newest event that set the tenant's subscription state was created, or null. */
export async function newestAppliedStripeEvent(tx: Tx, params: { tenantId: string }) {
  const [row] = await tx
    .select({ created: max(stripeEvents.created) })
    .from(stripeEvents)
    .where(and(eq(stripeEvents.tenantId, params.tenantId), eq(stripeEvents.applied, true)));
  return row?.created ?? null;
}

export async function markStripeEventApplied(
  tx: Tx,
  params: { tenantId: string; eventId: string },
): Promise<void> {
  await tx
    .update(stripeEvents)
    .set({ applied: true })
    .where(
      and(eq(stripeEvents.tenantId, params.tenantId), eq(stripeEvents.eventId, params.eventId)),
    );
}
