import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  rejectedDaysReopen: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  plan: 'Monthly',
  subscriptionStatus: 'active',
  numberOfSystemUsers: 7,
  logoUrl: null,
};

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
    // Issue 28: rejected days reopen for the associate unless turned off here.
    await userEvent.click(
      screen.getByRole('switch', { name: 'Rejected days reopen for the associate' }),
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
      rejectedDaysReopen: false,
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

  it('a renamed non-image is refused before upload, naming the rule, and nothing is sent', async () => {
    const fetch = stubFetch({ status: 200, body: account });
    renderWithProviders(<AccountInformationPage />, {
      url: '/admin/account-information',
      signedIn: true,
    });
    await screen.findByText('No logo yet');
    const renamed = new File(['%PDF-1.7 not an image'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload Logo'), renamed);
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a PNG is uploaded base64-encoded and the logo at its new URL is shown', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const withLogo = { ...account, logoUrl: '/api/admin/account-information/logo?v=abc' };
    const fetch = stubFetch(
      { status: 200, body: account },
      { status: 200, body: withLogo },
      { status: 200, body: 'image bytes' },
    );
    renderWithProviders(<AccountInformationPage />, {
      url: '/admin/account-information',
      signedIn: true,
    });
    await screen.findByText('No logo yet');
    await userEvent.upload(
      screen.getByLabelText('Upload Logo'),
      new File([png], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      'blob:logo',
    );
    expect(sentBody(fetch, 1)).toEqual({ image: btoa(String.fromCharCode(...png)) });
    expect(fetch.mock.calls[2]![0]).toBe('/api/admin/account-information/logo?v=abc');
  });
});
