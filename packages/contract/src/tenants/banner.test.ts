import { describe, expect, it } from 'vitest';
import type { TenantInformation } from './tenant-information.ts';
import { daysLeft, subscriptionBanner, trialDaysLeft } from './banner.ts';

const TODAY = '2030-03-05';
const billing = (change: Partial<TenantInformation['billing']> = {}) => ({
  isEnterprise: false,
  subscriptionStatus: 'trial' as const,
  subscriptionType: null,
  subscriptionEndDate: '2030-03-10',
  hasDefaultPaymentMethod: false,
  stripeSubscriptionId: null,
  ...change,
});

describe('days left', () => {
  it('counts whole calendar days from today to the end date', () => {
    expect(daysLeft('2030-03-10', TODAY)).toBe(5);
    expect(daysLeft('2030-03-05', TODAY)).toBe(0);
  });

  it('counts across a month end and a daylight-saving change alike', () => {
    expect(daysLeft('2030-04-02', '2030-03-30')).toBe(3);
    expect(daysLeft('2030-11-04', '2030-10-26')).toBe(9);
  });

  it('says 0 once the end date has passed, and null without an end date', () => {
    expect(daysLeft('2030-03-01', TODAY)).toBe(0);
    expect(daysLeft(null, TODAY)).toBeNull();
    expect(daysLeft('', TODAY)).toBeNull();
  });
});

describe('subscription banner', () => {
  it('warns a billing administrator 5 days before a trial without a payment method ends', () => {
    expect(subscriptionBanner('TenantAdmin', billing(), 'Tallysheet', TODAY)).toEqual({
      show: true,
      dismissable: false,
      link: null,
      color: 'warning',
      showSubscriptionLink: true,
      message: 'Your free trial of Tallysheet expires in 5 days',
    });
    expect(
      subscriptionBanner('TenantAdmin', billing({ subscriptionEndDate: '2030-03-11' }), 'T', TODAY),
    ).toBeNull();
  });

  it('shows no trial banner once a payment method is on file', () => {
    expect(
      subscriptionBanner('TenantAdmin', billing({ hasDefaultPaymentMethod: true }), 'T', TODAY),
    ).toBeNull();
  });

  it('warns 10 days before an active subscription ends', () => {
    const active = (end: string) =>
      billing({
        subscriptionStatus: 'active',
        subscriptionEndDate: end,
        hasDefaultPaymentMethod: true,
      });
    expect(
      subscriptionBanner('SuperUser', active('2030-03-15'), 'Tallysheet', TODAY)?.message,
    ).toBe('Your subscription of Tallysheet expires in 10 days');
    expect(subscriptionBanner('SuperUser', active('2030-03-16'), 'Tallysheet', TODAY)).toBeNull();
  });

  it('is shown to billing administrators only, never for an enterprise tenant or without an end date', () => {
    expect(subscriptionBanner('admin', billing(), 'T', TODAY)).toBeNull();
    expect(subscriptionBanner('assoc', billing(), 'T', TODAY)).toBeNull();
    expect(
      subscriptionBanner('TenantAdmin', billing({ isEnterprise: true }), 'T', TODAY),
    ).toBeNull();
    expect(
      subscriptionBanner('TenantAdmin', billing({ subscriptionEndDate: null }), 'T', TODAY),
    ).toBeNull();
  });
});

describe('trial notice', () => {
  it("shows a tenant admin's trial days left", () => {
    expect(
      trialDaysLeft('TenantAdmin', billing({ subscriptionEndDate: '2030-03-19' }), TODAY),
    ).toBe(14);
  });

  it('is hidden from other roles, enterprise tenants, paid trials, other statuses and trials without an end', () => {
    expect(trialDaysLeft('admin', billing(), TODAY)).toBeNull();
    expect(trialDaysLeft('SuperUser', billing(), TODAY)).toBeNull();
    expect(trialDaysLeft('TenantAdmin', billing({ isEnterprise: true }), TODAY)).toBeNull();
    expect(
      trialDaysLeft('TenantAdmin', billing({ hasDefaultPaymentMethod: true }), TODAY),
    ).toBeNull();
    expect(
      trialDaysLeft('TenantAdmin', billing({ subscriptionStatus: 'active' }), TODAY),
    ).toBeNull();
    expect(trialDaysLeft('TenantAdmin', billing({ subscriptionEndDate: null }), TODAY)).toBeNull();
  });
});
