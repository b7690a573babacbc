import type { ServiceDeps } from '../../lib/deps.ts';
import type { BillingProvider } from './billing-provider.types.ts';
import { localBillingProvider } from './local-provider.ts';
import { stripeBillingProvider } from './stripe-provider.ts';

/** The provider the configuration names (BILLING_PROVIDER). */
export function billingProvider(deps: ServiceDeps): BillingProvider {
  return deps.config.BILLING_PROVIDER === 'stripe'
    ? stripeBillingProvider(deps)
    : localBillingProvider(deps);
}
