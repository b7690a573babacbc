import { randomBytes } from 'node:crypto';
import type { ServiceDeps } from '../../lib/deps.ts';
import { issueLink } from '../link-tokens/link-tokens.service.ts';
import type { BillingProvider } from './billing-provider.types.ts';

/** The embedded provider's ids start so; its renewals are the ones the sweep charges. */
export const LOCAL_IDS = { customer: 'lcus_', subscription: 'lsub_' } as const;
export const CHECKOUT_PURPOSE = 'billing-checkout';
/** How long a checkout page may be left open before it must be started again. */
const CHECKOUT_MINUTES = 60;

const newLocalId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/**
 * `local` (the embedded default): subscriptions live in the tenant row alone, and its checkout
 * is the app's own test-mode page (/billing/checkout), opened by a single-use link token bound
 * to the subscription it pays for. No account anywhere is needed.
 */
export function localBillingProvider(deps: ServiceDeps): BillingProvider {
  return {
    name: 'local',
    async createSubscription({ tenant }) {
      return {
        customerId: tenant.stripeCustomerId ?? newLocalId(LOCAL_IDS.customer),
        subscriptionId: newLocalId(LOCAL_IDS.subscription),
      };
    },
    async updateSubscriptionType() {
      // The tenant row is the subscription: the service stores the new type.
    },
    async startSetupCheckout({ tx, tenant, returnUrl }) {
      const expiresAt = new Date(deps.clock.now().getTime() + CHECKOUT_MINUTES * 60_000);
      const token = await issueLink(tx, {
        tenantId: tenant.tenantId,
        purpose: CHECKOUT_PURPOSE,
        subject: { subscriptionId: tenant.stripeSubscriptionId, returnUrl },
        expiresAt,
      });
      const page = new URL('/billing/checkout', deps.config.APP_URL);
      page.searchParams.set('token', token);
      return { redirectUrl: page.toString() };
    },
  };
}
