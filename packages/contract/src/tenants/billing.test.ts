import { describe, expect, it } from 'vitest';
import {
  LocalCheckoutPaymentSchema,
  effectiveStatus,
  periodEnd,
  pricingQuote,
  activationRequired,
} from './billing.ts';

describe('billing rules', () => {
  it('quotes Monthly at 20 + 5 per user and Annual at 216 + 48 per user a year, the creator free', () => {
    expect(pricingQuote('Monthly', 1)).toMatchObject({
      chargedUsers: 0,
      total: 20,
      period: 'month',
    });
    expect(pricingQuote('Monthly', 4)).toMatchObject({
      chargedUsers: 3,
      base: 20,
      perUser: 5,
      total: 35,
    });
    expect(pricingQuote('Annual', 4)).toMatchObject({
      base: 216,
      perUser: 48,
      total: 360,
      period: 'year',
    });
  });

  it('a trial or a paid period is over on its end date', () => {
    const on = (status: 'trial' | 'active' | 'inactive' | null, end: string | null) =>
      effectiveStatus({ subscriptionStatus: status, subscriptionEndDate: end }, '2026-11-24');
    expect(on('trial', '2026-11-25')).toBe('trial');
    expect(on('trial', '2026-11-24')).toBe('inactive');
    expect(on('active', '2026-11-25')).toBe('active');
    expect(on('active', '2026-11-24')).toBe('inactive');
    expect(on('active', null)).toBe('active');
    expect(on(null, null)).toBeNull();
  });

  it('asks for activation only for a tenant with no status that is not enterprise', () => {
    const billing = {
      isEnterprise: false,
      subscriptionStatus: null,
      subscriptionType: null,
      subscriptionEndDate: null,
      hasDefaultPaymentMethod: false,
      stripeSubscriptionId: null,
    };
    expect(activationRequired(billing)).toBe(true);
    expect(activationRequired({ ...billing, isEnterprise: true })).toBe(false);
    expect(activationRequired({ ...billing, subscriptionStatus: 'inactive' })).toBe(false);
  });

  it('a period runs a month or a year on, the day kept where the month has it', () => {
    expect(periodEnd('Monthly', '2026-11-24')).toBe('2026-12-24');
    expect(periodEnd('Monthly', '2026-01-31')).toBe('2026-02-28');
    expect(periodEnd('Monthly', '2026-12-15')).toBe('2027-01-15');
    expect(periodEnd('Annual', '2028-02-29')).toBe('2029-02-28');
  });

  it('the local checkout takes only the test card, and names each bad field', () => {
    const good = {
      cardholderName: 'Ada',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    };
    expect(LocalCheckoutPaymentSchema.safeParse(good).success).toBe(true);
    const bad = LocalCheckoutPaymentSchema.safeParse({
      cardholderName: ' ',
      cardNumber: '4000 0000 0000 0002',
      expiry: '13/30',
      cvc: '12',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'cardNumber',
      'cardholderName',
      'cvc',
      'expiry',
    ]);
  });
});
