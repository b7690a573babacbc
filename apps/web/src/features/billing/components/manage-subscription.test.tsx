import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pricingQuote, type PaidType } from '@tallysheet/contract/tenants/billing';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import { sampleProfile, sampleTenant } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ManageSubscription } from './manage-subscription.tsx';
import { quoteDetail, quoteText } from './plan-picker.tsx';

/** The API as the page calls it: quotes from the one price list, an empty history, checkout. */
function stubApi() {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/tenant/pricing-quote')
      return Response.json(
        pricingQuote(
          searchParams.get('subscriptionType') as PaidType,
          Number(searchParams.get('users')),
        ),
      );
    if (pathname === '/api/tenant/billing-history') return Response.json({ events: [] });
    if (pathname === '/api/tenant/start-setup-checkout-session')
      // Somewhere the test stays: the checkout itself is not under test.
      return Response.json({ redirectUrl: '#checkout' });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderPage(billing: Partial<TenantInformation['billing']>, users = 4) {
  return renderWithProviders(<ManageSubscription />, {
    url: '/admin/subscription',
    signedIn: {
      profile: sampleProfile('TenantAdmin'),
      tenant: sampleTenant({ numberOfSystemUsers: users }, billing),
    },
  });
}

const fact = (label: string) => screen.getByText(label, { selector: 'span' }).nextElementSibling;

describe('Manage Subscription', () => {
  it('active without a payment method: ends on its date, asks for a method, offers no Subscribe', async () => {
    stubApi();
    renderPage({
      subscriptionStatus: 'active',
      subscriptionType: 'Monthly',
      subscriptionEndDate: '2027-11-28',
      hasDefaultPaymentMethod: false,
    });
    expect(fact('Ends on')).toHaveTextContent('Nov 28, 2027');
    expect(fact('Payment method')).toHaveTextContent('None');
    expect(
      screen.getByText(
        'No payment method is on file: your Monthly subscription ends on Nov 28, 2027 unless you add one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByText('Renews on')).toBeNull();
  });

  it('active with a payment method: renews, changes plan or card, and nothing to subscribe to', () => {
    stubApi();
    renderPage({ subscriptionStatus: 'active', hasDefaultPaymentMethod: true });
    expect(fact('Renews on')).toHaveTextContent('Jan 01, 2099');
    expect(fact('Payment method')).toHaveTextContent('On file');
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change to Monthly' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByText('Ends on')).toBeNull();
  });

  it('a trial: the free trial and its end, and Subscribe', () => {
    stubApi();
    renderPage({
      subscriptionStatus: 'trial',
      subscriptionType: null,
      subscriptionEndDate: '2026-12-08',
      hasDefaultPaymentMethod: false,
    });
    expect(fact('Plan')).toHaveTextContent('Free trial');
    expect(fact('Trial ends on')).toHaveTextContent('Dec 08, 2026');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Change to|Update Payment Method/ })).toBeNull();
  });

  it('inactive: when it ended, and Subscribe', () => {
    stubApi();
    renderPage({ subscriptionStatus: 'inactive', hasDefaultPaymentMethod: false });
    expect(fact('Ended on')).toHaveTextContent('Jan 01, 2099');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Change to/ })).toBeNull();
  });

  it('keeps the chosen plan through checkout: Annual, then Subscribe, subscribes to Annual', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderPage({
      subscriptionStatus: 'trial',
      subscriptionType: null,
      hasDefaultPaymentMethod: false,
    });
    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/tenant/start-setup-checkout-session'),
    );
    expect(calls.find((call) => call.url === '/api/tenant/create-subscription')?.body).toEqual({
      subscriptionType: 'Annual',
    });
    // No dialog reopens on another plan: the page goes to the checkout.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an unpaid subscription moved to Annual is updated to Annual before its checkout', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderPage({
      subscriptionStatus: 'active',
      subscriptionType: 'Monthly',
      hasDefaultPaymentMethod: false,
      stripeSubscriptionId: 'lsub_1',
    });
    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/tenant/start-setup-checkout-session'),
    );
    expect(calls.find((call) => call.url === '/api/tenant/update-subscription-type')?.body).toEqual(
      { subscriptionType: 'Annual' },
    );
  });

  it('spells out the arithmetic: 4 users with the free creator are 3 billable, and it adds up', async () => {
    stubApi();
    renderPage({ subscriptionStatus: 'active' }, 4);
    const plans = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(await within(plans).findByText('$35.00 per month')).toBeVisible();
    expect(
      within(plans).getByText(
        '$20.00 base + $5.00 per user · 3 billable users (4 users; the account creator is free)',
      ),
    ).toBeVisible();
    expect(await within(plans).findByText('$360.00 per year')).toBeVisible();
    expect(
      within(plans).getByText(
        '$216.00 base + $48.00 per user · 3 billable users (4 users; the account creator is free)',
      ),
    ).toBeVisible();
    expect(fact('Users')).toHaveTextContent('4 (3 billable)');
  });
});

describe('the quote text', () => {
  it('base + per user × billable users is the total, for any number of users', () => {
    for (const type of ['Monthly', 'Annual'] as const)
      for (const users of [1, 2, 4, 17]) {
        const quote = pricingQuote(type, users);
        const [, base, perUser, billable] =
          /^\$([\d,.]+) base \+ \$([\d,.]+) per user · (\d+) billable users?/.exec(
            quoteDetail(quote),
          )!;
        const total = Number(base) + Number(perUser) * Number(billable);
        expect(quoteText(quote)).toBe(
          `$${total.toLocaleString('en-US', { minimumFractionDigits: 2 })} per ${quote.period}`,
        );
        expect(Number(billable)).toBe(users - 1);
      }
  });
});
