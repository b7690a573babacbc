import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProfile, sampleTenant } from '@/test/fixtures.ts';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import { openSubscriptionModal, closeSubscriptionModal } from '@/lib/subscription-modal.ts';
import { SubscriptionGate } from './subscription-gate.tsx';

const quote = (subscriptionType: string) => ({
  status: 200,
  body: {
    subscriptionType,
    users: 3,
    chargedUsers: 2,
    period: 'month',
    base: 20,
    perUser: 5,
    total: 30,
  },
});

afterEach(() => {
  cleanup();
  closeSubscriptionModal();
  vi.unstubAllGlobals();
});

const owner = sampleProfile('TenantAdmin', {
  displayName: 'Olive Owner',
  email: 'olive@acme.test',
});

describe('subscription gate', () => {
  it('holds an inactive tenant’s Billing Administrator at the modal: Logout, and Escape does nothing', async () => {
    stubFetch(quote('Monthly'), quote('Annual'));
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionGate />, {
      signedIn: { profile: owner, tenant: sampleTenant({}, { subscriptionStatus: 'inactive' }) },
    });
    const modal = await screen.findByRole('dialog', { name: 'Subscribe to Tallysheet' });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Not Now' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(modal.isConnected).toBe(true);
  });

  it('opens dismissable when asked, and closes by Not Now', async () => {
    stubFetch(quote('Monthly'), quote('Annual'));
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionGate />, {
      signedIn: { profile: owner, tenant: sampleTenant({}, { subscriptionStatus: 'trial' }) },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    openSubscriptionModal();
    await user.click(await screen.findByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens on the plan it is given, and on each opening afresh (never back on Monthly)', async () => {
    stubFetch(quote('Monthly'), quote('Annual'));
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionGate />, {
      signedIn: { profile: owner, tenant: sampleTenant({}, { subscriptionStatus: 'trial' }) },
    });
    openSubscriptionModal('Annual');
    expect(await screen.findByRole('radio', { name: /Annual/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    openSubscriptionModal('Annual');
    expect(await screen.findByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Monthly/ })).not.toBeChecked();
  });

  it('never shows to an administrator who is not the Billing Administrator, nor on enterprise', () => {
    const inactive = sampleTenant({}, { subscriptionStatus: 'inactive' });
    const { unmount } = renderWithProviders(<SubscriptionGate />, {
      signedIn: { profile: sampleProfile('admin'), tenant: inactive },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    renderWithProviders(<SubscriptionGate />, {
      signedIn: {
        profile: owner,
        tenant: sampleTenant({}, { subscriptionStatus: 'inactive', isEnterprise: true }),
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for Monthly on its own for an activation-required tenant, with the user’s name and e-mail', async () => {
    const fetch = stubFetch({ status: 204 }, quote('Monthly'), quote('Annual'), {
      status: 200,
      body: sampleTenant(),
    });
    renderWithProviders(<SubscriptionGate />, {
      signedIn: {
        profile: owner,
        tenant: sampleTenant({}, { subscriptionStatus: null, subscriptionEndDate: null }),
      },
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const activation = fetch.mock.calls.findIndex(([url]) =>
      String(url).endsWith('/activate-subscription'),
    );
    expect(activation).toBeGreaterThanOrEqual(0);
    expect(sentBody(fetch, activation)).toEqual({
      name: 'Olive Owner',
      email: 'olive@acme.test',
      subscriptionType: 'Monthly',
    });
    expect(
      fetch.mock.calls.filter(([url]) => String(url).endsWith('/activate-subscription')),
    ).toHaveLength(1);
  });
});
