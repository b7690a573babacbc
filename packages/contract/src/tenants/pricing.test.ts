import { describe, expect, it } from 'vitest';
import { priceQuote, seatCostAlert } from './pricing.ts';

describe('pricing', () => {
  it('charges Monthly 20 plus 5 per user, the creating admin free', () => {
    expect(priceQuote('Monthly', 1)).toMatchObject({ perMonth: 20, perPeriod: 20, paidUsers: 0 });
    expect(priceQuote('Monthly', 6)).toMatchObject({ perMonth: 45, period: 'month' });
  });

  it('charges Annual 18 plus 4 per user a month, billed 216 plus 48 per user a year', () => {
    expect(priceQuote('Annual', 1)).toMatchObject({ perMonth: 18, perPeriod: 216 });
    expect(priceQuote('Annual', 3)).toMatchObject({ perMonth: 26, perPeriod: 312, period: 'year' });
  });

  it('keeps Starter free for one user only', () => {
    expect(priceQuote('Starter', 1)).toMatchObject({ perPeriod: 0, fits: true });
    expect(priceQuote('Starter', 2).fits).toBe(false);
  });
});

describe('the seat-cost alert', () => {
  const alert = (change: 'add' | 'remove', systemUsers: number, isEnterprise = false) =>
    seatCostAlert({ change, systemUsers, isEnterprise, subscriptionType: 'Monthly' });

  it('shows when adding with at least 5 system users, quoting the price list', () => {
    expect(alert('add', 4)).toBeNull();
    expect(alert('add', 5)).toBe(
      'Adding this user increases your Monthly subscription from $40.00 to $45.00 per month (6 users; the account creator is free).',
    );
  });

  it('shows when removing with at least 6 system users', () => {
    expect(alert('remove', 5)).toBeNull();
    expect(alert('remove', 6)).toContain('from $45.00 to $40.00 per month');
  });

  it('never shows for an enterprise tenant', () => {
    expect(alert('add', 50, true)).toBeNull();
    expect(alert('remove', 50, true)).toBeNull();
  });

  it('quotes a trial as Monthly and an annual plan per year', () => {
    expect(
      seatCostAlert({ change: 'add', systemUsers: 5, isEnterprise: false, subscriptionType: null }),
    ).toContain('Monthly');
    expect(
      seatCostAlert({
        change: 'add',
        systemUsers: 5,
        isEnterprise: false,
        subscriptionType: 'Annual',
      }),
    ).toContain('from $408.00 to $456.00 per year');
  });
});
