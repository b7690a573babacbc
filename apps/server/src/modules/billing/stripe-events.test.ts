import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { TenantBilling } from './billing.repository.ts';
import { servedThrough, stripeEventEffect } from './stripe-events.ts';

const tenant = (values: Partial<TenantBilling> = {}): TenantBilling => ({
  tenantId: 'acme',
  name: 'Acme',
  isEnterprise: false,
  subscriptionStatus: 'trial',
  subscriptionType: 'Monthly',
  subscriptionEndDate: '2026-12-08',
  hasDefaultPaymentMethod: false,
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  ...values,
});
const event = (type: string, object: object) =>
  ({ id: 'evt_1', type, created: 1, data: { object } }) as unknown as Stripe.Event;
const invoice = (amount: number, subscription = 'sub_1') => ({
  id: 'in_1',
  number: 'TS-1',
  amount_paid: amount,
  amount_due: amount,
  parent: { subscription_details: { subscription } },
  lines: { data: [{ period: { start: 1_795_000_000, end: 1_797_600_000 } }] },
});

describe('what a Stripe event does to a tenant', () => {
  it('serves a paid period through the whole day after its end (the renewal grace): it ends the day after that', () => {
    expect(servedThrough(Date.parse('2026-12-24T23:59:00Z') / 1000)).toBe('2026-12-26');
    expect(servedThrough(Date.parse('2026-12-24T00:00:00Z') / 1000)).toBe('2026-12-26');
  });

  it('the $0 invoice of a trial’s start activates nothing and is no payment', () => {
    expect(stripeEventEffect(event('invoice.paid', invoice(0)), tenant())).toEqual({
      state: {},
      always: {},
      history: null,
    });
  });

  it('a paid invoice of another subscription is history only', () => {
    const effect = stripeEventEffect(event('invoice.paid', invoice(2500, 'sub_old')), tenant());
    expect(effect.state).toEqual({});
    expect(effect.history).toMatchObject({ kind: 'payment', amountCents: 2500 });
  });

  it('an ended subscription makes a paying tenant inactive, but a trial runs to its own end', () => {
    const ended = event('customer.subscription.deleted', { id: 'sub_1', status: 'canceled' });
    expect(stripeEventEffect(ended, tenant({ subscriptionStatus: 'active' })).state).toEqual({
      subscriptionStatus: 'inactive',
      stripeSubscriptionId: null,
    });
    expect(stripeEventEffect(ended, tenant()).state).toEqual({ stripeSubscriptionId: null });
  });

  it('a trialing, incomplete or past-due subscription leaves the tenant as it is', () => {
    for (const status of ['trialing', 'incomplete', 'past_due']) {
      const updated = event('customer.subscription.updated', {
        id: 'sub_1',
        status,
        items: { data: [{ current_period_end: 1_797_600_000 }] },
      });
      expect(stripeEventEffect(updated, tenant()).state).toEqual({});
    }
  });

  it('an active subscription carries a paying tenant into its new period, but activates no one', () => {
    const renewed = event('customer.subscription.updated', {
      id: 'sub_1',
      status: 'active',
      items: { data: [{ current_period_end: Date.parse('2027-01-24T10:00:00Z') / 1000 }] },
    });
    expect(stripeEventEffect(renewed, tenant({ subscriptionStatus: 'active' })).state).toEqual({
      subscriptionStatus: 'active',
      subscriptionEndDate: '2027-01-26',
    });
    for (const subscriptionStatus of ['trial', 'inactive', null] as const)
      expect(stripeEventEffect(renewed, tenant({ subscriptionStatus })).state).toEqual({});
  });

  it('a checkout that saved no payment method changes nothing', () => {
    const completed = event('checkout.session.completed', { mode: 'setup', customer: 'cus_1' });
    expect(stripeEventEffect(completed, tenant(), false).always).toEqual({});
    expect(stripeEventEffect(completed, tenant(), true).always).toEqual({
      hasDefaultPaymentMethod: true,
    });
  });
});
