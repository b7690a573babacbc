import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountInformation } from '@tallysheet/contract/tenants/account-information';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import AccountInformationPage from './account-information-page.tsx';

const account: AccountInformation = {
  tenantId: 'acme',
  companyName: 'Acme Consulting',
  address: {
    line1: '1 Main St',
    line2: '',
    city: 'Springfield',
    region: '',
    postalCode: '',
    country: '',
  },
  timezone: 'Europe/Paris',
  sessionRecording: true,
  requireMfaForAdministrators: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  plan: 'Monthly',
  subscriptionStatus: 'active',
  numberOfSystemUsers: 7,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account information', () => {
  it('shows the account facts read-only and the company details to edit', async () => {
    stubFetch({ status: 200, body: account });
    renderWithProviders(<AccountInformationPage />, {
      url: '/admin/account-information',
      signedIn: true,
    });
    expect(await screen.findByText('acme')).toBeVisible();
    expect(screen.getByText('Jan 05, 2026')).toBeVisible();
    expect(screen.getByText('Monthly')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('7')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Acme Consulting');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
    expect(screen.getByRole('switch', { name: 'Session recording' })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Require two-factor sign-in for administrators' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the changed details and settings', async () => {
    const saved = { ...account, companyName: 'Acme Ltd', requireMfaForAdministrators: true };
    const fetch = stubFetch({ status: 200, body: account }, { status: 200, body: saved });
    renderWithProviders(<AccountInformationPage />, {
      url: '/admin/account-information',
      signedIn: true,
    });
    const name = await screen.findByRole('textbox', { name: 'Company Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Ltd');
    await userEvent.click(
      screen.getByRole('switch', { name: 'Require two-factor sign-in for administrators' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated account information')).toBeVisible();
    expect(fetch.mock.calls[1]![1]!.method).toBe('PUT');
    expect(sentBody(fetch, 1)).toMatchObject({
      companyName: 'Acme Ltd',
      timezone: 'Europe/Paris',
      address: account.address,
      sessionRecording: true,
      requireMfaForAdministrators: true,
    });
  });

  it('a blank company name is worded by the contract and nothing is sent', async () => {
    const fetch = stubFetch({ status: 200, body: account });
    renderWithProviders(<AccountInformationPage />, {
      url: '/admin/account-information',
      signedIn: true,
    });
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Company Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A company name is required')).toBeVisible();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});
