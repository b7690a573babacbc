import {
  BILLING_TEXT,
  billingDay,
  pricingQuote,
  type ActivateSubscription,
  type BillingEvent,
  type PaidType,
} from '@tallysheet/contract/tenants/billing';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import { afterCommit, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { seatsOf } from '../tenants/tenants.service.ts';
import { recordBillingNotice } from './billing-notices.ts';
import { billingProvider } from './billing-provider.ts';
import { listBillingEvents, lockTenantBilling, type TenantBilling } from './billing.repository.ts';
import { changeTenantBilling } from './billing-change.ts';

type Call = { deps: ServiceDeps; auth: AuthContext };

/**
 * Runs `step` in the signed-in tenant's transaction on its billing row, locked; an enterprise
 * tenant is not self-service (409).
 */
function onSelfServiceTenant<T>(
  { deps, auth }: Call,
  step: (tx: Tx, tenant: TenantBilling) => Promise<T>,
): Promise<T> {
  return deps.db.withTenant(auth.tenantId, async (tx) => {
    const tenant = await lockTenantBilling(tx, { tenantId: auth.tenantId });
    if (!tenant) throw notFound('Tenant not found');
    if (tenant.isEnterprise) throw conflict(BILLING_TEXT.enterpriseRefused);
    return step(tx, tenant);
  });
}

/** The same, for a tenant that has a subscription (409 without one). */
const onSubscribedTenant = <T>(
  call: Call,
  step: (tx: Tx, tenant: TenantBilling & { stripeSubscriptionId: string }) => Promise<T>,
) =>
  onSelfServiceTenant(call, (tx, tenant) => {
    const { stripeSubscriptionId } = tenant;
    if (!stripeSubscriptionId) throw conflict(BILLING_TEXT.noSubscription);
    return step(tx, { ...tenant, stripeSubscriptionId });
  });

/** Makes the subscription at the provider and keeps its ids and type on the tenant. */
async function createAt(
  deps: ServiceDeps,
  tx: Tx,
  tenant: TenantBilling,
  subscriptionType: PaidType,
  customer: { name: string; email: string },
) {
  const { systemUsers } = await seatsOf(tx, { tenantId: tenant.tenantId });
  const made = await billingProvider(deps).createSubscription({
    tx,
    tenant,
    subscriptionType,
    seats: systemUsers,
    customer,
  });
  await changeTenantBilling(tx, deps, {
    tenantId: tenant.tenantId,
    values: {
      subscriptionType,
      stripeCustomerId: made.customerId,
      stripeSubscriptionId: made.subscriptionId,
    },
    at: deps.clock.now(),
  });
  await recordBillingNotice(tx, deps, {
    tenantId: tenant.tenantId,
    eventId: `sub_created_${made.subscriptionId}`,
    kind: 'subscription',
    description: `${subscriptionType} subscription created`,
    occurredAt: deps.clock.now(),
  });
}

/**
 * POST /tenant/create-subscription (A§4 Subscribing, step 1 without a subscription id): the
 * status does not change until a payment method is on file.
 */
export function createSubscription(call: Call & { subscriptionType: PaidType }): Promise<void> {
  const { deps, auth } = call;
  return onSelfServiceTenant(call, (tx, tenant) =>
    createAt(deps, tx, tenant, call.subscriptionType, { name: auth.name, email: auth.email }),
  );
}

/** POST /tenant/update-subscription-type (A§4 Subscribing, step 1 with a subscription id). */
export function updateSubscriptionType(call: Call & { subscriptionType: PaidType }): Promise<void> {
  const { deps, subscriptionType } = call;
  return onSubscribedTenant(call, async (tx, tenant) => {
    const { stripeSubscriptionId } = tenant;
    if (tenant.subscriptionType === subscriptionType) return;
    const { systemUsers } = await seatsOf(tx, { tenantId: tenant.tenantId });
    await billingProvider(deps).updateSubscriptionType({
      tx,
      tenant,
      subscriptionType,
      seats: systemUsers,
    });
    await changeTenantBilling(tx, deps, {
      tenantId: tenant.tenantId,
      values: { subscriptionType },
      at: deps.clock.now(),
    });
    await recordBillingNotice(tx, deps, {
      tenantId: tenant.tenantId,
      eventId: `sub_type_${stripeSubscriptionId}_${deps.clock.now().getTime()}`,
      kind: 'subscription',
      description: `Plan changed to ${subscriptionType}`,
      occurredAt: deps.clock.now(),
    });
  });
}

/**
 * POST /tenant/activate-subscription: an activation-required tenant (no status, not enterprise:
 * A§4) asks for a Monthly subscription with its admin's name and e-mail. It is inactive until
 * a payment method is on file; asking again changes nothing.
 */
export function activateSubscription(call: Call & { input: ActivateSubscription }): Promise<void> {
  const { deps, input } = call;
  return onSelfServiceTenant(call, async (tx, tenant) => {
    if (tenant.subscriptionStatus !== null || tenant.stripeSubscriptionId) return;
    await createAt(deps, tx, tenant, input.subscriptionType, {
      name: input.name,
      email: input.email,
    });
    await changeTenantBilling(tx, deps, {
      tenantId: tenant.tenantId,
      values: { subscriptionStatus: 'inactive' },
      at: deps.clock.now(),
    });
  });
}

/** The day `days` after `day` (YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  billingDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * POST /tenant/create-trial-period (A§7, API.md): a tenant that has never had a status or a
 * subscription starts its trial today, ending TRIAL_DAYS later (the first day without it);
 * one that has had a trial or a subscription is refused with 409 (a trial is had once).
 */
export function createTrialPeriod(call: Call): Promise<TenantInformation['billing']> {
  const { deps } = call;
  return onSelfServiceTenant(call, async (tx, tenant) => {
    if (tenant.subscriptionStatus !== null || tenant.stripeSubscriptionId)
      throw conflict(BILLING_TEXT.trialTaken);
    const now = deps.clock.now();
    const subscriptionEndDate = addDays(billingDay(now), deps.config.TRIAL_DAYS);
    await changeTenantBilling(tx, deps, {
      tenantId: tenant.tenantId,
      values: { subscriptionStatus: 'trial', subscriptionEndDate },
      at: now,
    });
    return {
      isEnterprise: tenant.isEnterprise,
      subscriptionStatus: 'trial',
      subscriptionType: tenant.subscriptionType,
      subscriptionEndDate,
      hasDefaultPaymentMethod: tenant.hasDefaultPaymentMethod,
      stripeSubscriptionId: tenant.stripeSubscriptionId,
    };
  });
}

/**
 * POST /tenant/start-setup-checkout-session (A§4 Subscribing, step 2): the provider's checkout
 * page for the current subscription, coming back to `redirectUrl`, which must be this app's.
 */
export function startSetupCheckout(
  call: Call & { redirectUrl: string },
): Promise<{ redirectUrl: string }> {
  const { deps, redirectUrl } = call;
  if (new URL(redirectUrl).origin !== new URL(deps.config.APP_URL).origin)
    throw badRequest(BILLING_TEXT.redirectOutside, [
      { path: 'redirectUrl', message: BILLING_TEXT.redirectOutside },
    ]);
  return onSubscribedTenant(call, (tx, tenant) =>
    billingProvider(deps).startSetupCheckout({ tx, tenant, returnUrl: redirectUrl }),
  );
}

/**
 * Seats kept in step (A§9: each user but the creating admin is paid for): called in the
 * transaction that adds, archives, unarchives or deletes a user, it counts the active users
 * there and, once that change has committed, sets the provider's seat count. A failure is
 * logged and never undoes the user change; the next change or plan change sets the count again.
 * Nothing for enterprise tenants, tenants without a paid subscription, or the `local` provider.
 */
export async function keepSeatsInStep(tx: Tx, deps: ServiceDeps, tenantId: string) {
  const provider = billingProvider(deps);
  if (!provider.updateSeats) return;
  // Locked, so that two user changes of one tenant count one after the other.
  const tenant = await lockTenantBilling(tx, { tenantId });
  const type = tenant?.subscriptionType;
  const subscriptionId = tenant?.stripeSubscriptionId;
  if (
    !tenant ||
    tenant.isEnterprise ||
    !subscriptionId ||
    (type !== 'Monthly' && type !== 'Annual')
  )
    return;
  const { systemUsers } = await seatsOf(tx, { tenantId });
  afterCommit(tx, () =>
    provider.updateSeats!({
      tenant: { ...tenant, stripeSubscriptionId: subscriptionId },
      subscriptionType: type,
      seats: systemUsers,
    }).catch((error: unknown) =>
      deps.log.error(
        { err: error, tenantId, seats: systemUsers },
        'billing: the seat count was not updated at the provider',
      ),
    ),
  );
}

/** GET /tenant/pricing-quote: the one price list (A§9, ARCHITECTURE.md). */
export const quote = pricingQuote;

/** GET /tenant/billing-history: what the provider reported, newest first. */
export async function billingHistory({
  deps,
  tenantId,
}: {
  deps: ServiceDeps;
  tenantId: string;
}): Promise<{ events: BillingEvent[] }> {
  const rows = await deps.db.withTenant(tenantId, (tx) =>
    listBillingEvents(tx, { tenantId, limit: 100 }),
  );
  return {
    events: rows.map((row) => ({
      eventId: row.eventId,
      kind: row.kind,
      description: row.description,
      amount: row.amountCents === null ? null : row.amountCents / 100,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      occurredAt: row.occurredAt.toISOString(),
    })),
  };
}
