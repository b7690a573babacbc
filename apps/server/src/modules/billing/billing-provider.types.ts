import type { PaidType } from '@tallysheet/contract/tenants/billing';
import type { Tx } from '../../db/client.ts';
import type { TenantBilling } from './billing.repository.ts';

/**
 * Where subscriptions are kept and paid (ARCHITECTURE.md): `local`, the embedded default with a
 * test-mode checkout of its own, or `stripe`. The service decides what the tenant row says; a
 * provider only talks to the outside world (or, for `local`, stands in for it).
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /** The provider's customer for the tenant (made once) and a new subscription of the type. */
  createSubscription(input: {
    tx: Tx;
    tenant: TenantBilling;
    subscriptionType: PaidType;
    seats: number;
    customer: { name: string; email: string };
  }): Promise<{ customerId: string; subscriptionId: string }>;
  /** Moves the existing subscription to another type. */
  updateSubscriptionType(input: {
    tx: Tx;
    tenant: TenantBilling & { stripeSubscriptionId: string };
    subscriptionType: PaidType;
    seats: number;
  }): Promise<void>;
  /**
   * Sets the subscription's seat count to the tenant's active users after a user is added,
   * archived, unarchived or deleted; runs after that change commits, may be repeated. `local`
   * has none: it charges the seats of the day at each renewal.
   */
  updateSeats?(input: {
    tenant: TenantBilling & { stripeSubscriptionId: string };
    subscriptionType: PaidType;
    seats: number;
  }): Promise<void>;
  /** A checkout session that takes a payment method and comes back to `returnUrl`. */
  startSetupCheckout(input: {
    tx: Tx;
    tenant: TenantBilling & { stripeSubscriptionId: string };
    returnUrl: string;
  }): Promise<{ redirectUrl: string }>;
}
