import { randomBytes } from 'node:crypto';
import {
  BILLING_TEXT,
  billingDay,
  periodEnd,
  pricingQuote,
  type LocalCheckout,
  type LocalCheckoutPayment,
  type PaidType,
} from '@tallysheet/contract/tenants/billing';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/http-errors.ts';
import { revokeLink } from '../link-tokens/link-tokens.service.ts';
import { seatsOf } from '../tenants/tenants.service.ts';
import { lockTenantBilling, type TenantBilling } from './billing.repository.ts';
import { changeTenantBilling } from './billing-change.ts';
import { recordBillingNotice } from './billing-notices.ts';

/** A verified checkout link: its tenant and what it was issued for. */
interface CheckoutLink {
  tenantId: string;
  subject: Record<string, string>;
}

const isPaid = (type: string | null): type is PaidType => type === 'Monthly' || type === 'Annual';

/** The tenant the link pays for, while the link still names its current paid subscription. */
async function currentCheckout(tx: Tx, link: CheckoutLink) {
  const tenant = await lockTenantBilling(tx, { tenantId: link.tenantId });
  const type = tenant?.subscriptionType ?? null;
  if (
    !tenant ||
    tenant.isEnterprise ||
    !isPaid(type) ||
    tenant.stripeSubscriptionId !== link.subject.subscriptionId
  )
    throw conflict(BILLING_TEXT.staleCheckout);
  const { systemUsers } = await seatsOf(tx, { tenantId: link.tenantId });
  return { tenant, type, quote: pricingQuote(type, Math.max(1, systemUsers)) };
}

/** GET /tenant/local-checkout/{token}: what the embedded provider's test checkout shows. */
export function getLocalCheckout({
  deps,
  link,
}: {
  deps: ServiceDeps;
  link: CheckoutLink;
}): Promise<LocalCheckout> {
  return deps.db.withTenant(link.tenantId, async (tx) => {
    const { tenant, type, quote } = await currentCheckout(tx, link);
    return {
      companyName: tenant.name,
      subscriptionType: type,
      quote,
      returnUrl: link.subject.returnUrl ?? deps.config.APP_URL,
      testMode: true as const,
    };
  });
}

/**
 * POST /tenant/local-checkout/{token}: the test card becomes the tenant's payment method and the
 * first period is charged at once: the subscription is active from today for a month or a year.
 * The link works once.
 */
export function completeLocalCheckout({
  deps,
  link,
  token,
  payment,
}: {
  deps: ServiceDeps;
  link: CheckoutLink;
  token: string;
  payment: LocalCheckoutPayment;
}): Promise<{ redirectUrl: string }> {
  return deps.db.withTenant(link.tenantId, async (tx) => {
    const { tenant, type, quote } = await currentCheckout(tx, link);
    const now = deps.clock.now();
    const start = billingDay(now);
    const alreadyPaid = tenant.subscriptionStatus === 'active' && tenant.hasDefaultPaymentMethod;
    const last4 = payment.cardNumber.replace(/\D/g, '').slice(-4);
    await recordBillingNotice(tx, deps, {
      tenantId: tenant.tenantId,
      eventId: `lpm_${randomBytes(12).toString('hex')}`,
      kind: 'payment_method',
      description: `Test card ending ${last4} saved (${payment.cardholderName})`,
      occurredAt: now,
    });
    if (!alreadyPaid) await chargePeriod(tx, deps, tenant, type, quote.total, start, now);
    await changeTenantBilling(tx, deps, {
      job: 'checkout',
      tenantId: tenant.tenantId,
      values: alreadyPaid
        ? { hasDefaultPaymentMethod: true }
        : {
            hasDefaultPaymentMethod: true,
            subscriptionStatus: 'active',
            subscriptionEndDate: periodEnd(type, start),
          },
      at: now,
    });
    await revokeLink(tx, { token, at: now });
    return { redirectUrl: link.subject.returnUrl ?? deps.config.APP_URL };
  });
}

/** Records the embedded provider's charge of one period that starts on `start`. */
export async function chargePeriod(
  tx: Tx,
  deps: ServiceDeps,
  tenant: Pick<TenantBilling, 'tenantId'>,
  type: PaidType,
  amount: number,
  start: string,
  at: Date,
) {
  await recordBillingNotice(tx, deps, {
    tenantId: tenant.tenantId,
    eventId: `lpay_${tenant.tenantId}_${start}`,
    kind: 'payment',
    description: `${type} subscription, test payment`,
    amountCents: Math.round(amount * 100),
    periodStart: start,
    periodEnd: periodEnd(type, start),
    occurredAt: at,
  });
}
