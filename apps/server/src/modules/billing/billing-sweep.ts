import { billingDay, periodEnd, pricingQuote } from '@tallysheet/contract/tenants/billing';
import type { ServiceDeps } from '../../lib/deps.ts';
import { startRepeating } from '../../lib/repeating.ts';
import { seatsOf } from '../tenants/tenants.service.ts';
import {
  claimBillingSweep,
  dueLocalRenewals,
  expireEndedSubscriptions,
} from './billing.repository.ts';
import { changeTenantBilling } from './billing-change.ts';
import { recordAudit } from '../audit/record.ts';
import { subscriptionsEndedAudit } from '../audit/billing-entries.ts';
import { noticeSubscriptionEnded } from './billing-notices.ts';
import { chargePeriod } from './local-checkout.service.ts';
import { LOCAL_IDS } from './local-provider.ts';

/** The advisory lock key that lets one instance at a time run the sweep. */
export const BILLING_SWEEP_LOCK = 0x7a11_b111;
/** At most this many periods are charged at once for a long-stopped server. */
const MAX_CATCH_UP = 24;

export interface SweepResult {
  claimed: boolean;
  renewed: string[];
  expired: string[];
}

/**
 * Status on time (A§4): paid periods of the embedded provider renew on their test card, then
 * every trial or paid period whose end date has come becomes inactive. Stripe subscriptions
 * are never renewed here: Stripe's invoices do, and their webhook moves the end date, which
 * already holds a day of grace for a late webhook (stripe-events.ts). Safe with several
 * instances: one claims the work with a transaction-scoped advisory lock, the others skip.
 */
export function runBillingSweep(deps: ServiceDeps): Promise<SweepResult> {
  return deps.db.withSystem('billing sweep', async (tx) => {
    if (!(await claimBillingSweep(tx, BILLING_SWEEP_LOCK)))
      return { claimed: false, renewed: [], expired: [] };
    const now = deps.clock.now();
    const today = billingDay(now);
    const renewed: string[] = [];
    if (deps.config.BILLING_PROVIDER === 'local') {
      const due = await dueLocalRenewals(tx, { today, subscriptionPrefix: LOCAL_IDS.subscription });
      for (const tenant of due) {
        const type = tenant.subscriptionType === 'Annual' ? 'Annual' : 'Monthly';
        const { systemUsers } = await seatsOf(tx, { tenantId: tenant.tenantId });
        const { total } = pricingQuote(type, Math.max(1, systemUsers));
        let end = tenant.subscriptionEndDate!;
        for (let period = 0; end <= today && period < MAX_CATCH_UP; period += 1) {
          await chargePeriod(tx, deps, tenant, type, total, end, now);
          end = periodEnd(type, end);
        }
        await changeTenantBilling(tx, deps, {
          job: 'billing sweep',
          tenantId: tenant.tenantId,
          values: { subscriptionEndDate: end },
          at: now,
        });
        renewed.push(tenant.tenantId);
      }
    }
    const expired = (await expireEndedSubscriptions(tx, { today, at: now })).map(
      (row) => row.tenantId,
    );
    await recordAudit(tx, deps, subscriptionsEndedAudit(expired));
    for (const tenantId of expired) await noticeSubscriptionEnded(tx, deps, tenantId);
    return { claimed: true, renewed, expired };
  });
}

/** Runs the sweep now and every `everyMs`; stop() waits for a run in progress. */
export function startBillingSweep(deps: ServiceDeps, everyMs: number) {
  return startRepeating({
    everyMs,
    run: () =>
      runBillingSweep(deps).then((result) => {
        if (result.renewed.length || result.expired.length)
          deps.log.info(result, 'billing sweep: renewed and expired subscriptions');
      }),
    onError: (error) => deps.log.error({ err: error }, 'billing sweep failed'),
  });
}
