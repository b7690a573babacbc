import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SystemRole } from '@tallysheet/contract/roles/roles';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import { sampleConfig, sampleProfile, sampleTenant } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SignedInRoutes } from './signed-in-routes.tsx';

function renderAt(
  path: string,
  role: SystemRole,
  tenant: TenantInformation = sampleTenant(),
  flags = sampleConfig().featureFlags,
) {
  renderWithProviders(<SignedInRoutes />, {
    url: path,
    route: '*',
    config: sampleConfig(),
    signedIn: { profile: sampleProfile(role), tenant, flags },
  });
}

// The guard's redirect may wait for a lazy page to load.
const landsOn = (path: string) =>
  waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));

describe('Home rules', () => {
  it('an administrator goes to the Company Dashboard', async () => {
    renderAt('/', 'admin');
    expect(await screen.findByRole('heading', { name: 'Company Dashboard' })).toBeTruthy();
    await landsOn('/dashboard');
  });
  it('an associate goes to My Time', async () => {
    renderAt('/', 'assoc');
    expect(await screen.findByRole('heading', { name: 'Personal Dashboard' })).toBeTruthy();
    await landsOn('/my-time');
  });
  it('a tenant admin of a new customer goes to account setup', async () => {
    renderAt('/', 'TenantAdmin', sampleTenant({ newCustomer: true }));
    expect(await screen.findByRole('heading', { name: 'Account Setup' })).toBeTruthy();
  });
});

describe('route guard', () => {
  it('a user lacking the role goes Home', async () => {
    renderAt('/clients', 'assoc');
    expect(await screen.findByRole('heading', { name: 'Personal Dashboard' })).toBeTruthy();
    await landsOn('/my-time');
  });
  it('an administrator opens an administrator route with its title as the document title', async () => {
    renderAt('/admin/account-information', 'admin');
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeTruthy();
    // The title is the route guard's effect, which may land after the page's heading (a
    // fresh-clone CI run read the previous test's title there).
    await waitFor(() => expect(document.title).toBe('Account Information | Tallysheet'));
  });
  it('a route behind an off feature flag goes Home', async () => {
    renderAt('/admin/api-keys', 'admin');
    await landsOn('/dashboard');
  });
  it('a feature flag turned on opens its route', async () => {
    renderAt('/admin/api-keys', 'admin', sampleTenant(), {
      ...sampleConfig().featureFlags,
      GenerateApiKeys: true,
    });
    expect(await screen.findByRole('heading', { name: 'Manage API Keys' })).toBeTruthy();
  });
  it('billing routes need the Billing Administrator', async () => {
    renderAt('/admin/subscription', 'admin');
    await landsOn('/dashboard');
  });
  it('internal routes need an internal tenant', async () => {
    renderAt('/devtool/send-invite', 'SuperUser');
    await landsOn('/dashboard');
  });
  it('unknown paths go Home', async () => {
    renderAt('/no/such/page', 'admin');
    await landsOn('/dashboard');
  });
});
