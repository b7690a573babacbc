// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTenantInformation } from '../../../features/bootstrap/api.ts';
import { BootstrapContext } from '../../../features/bootstrap/bootstrap-context.tsx';
import { sampleRow, sampleUser, stubUsersApi } from '../../../features/users/testing.tsx';
import { sampleConfig, sampleProfile, sampleTenant } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import UsersPage from './users-page.tsx';

const rows = [
  sampleRow(sampleUser()),
  sampleRow(
    sampleUser({
      userId: 'owner',
      displayName: 'Olivia Owner',
      systemRole: 'TenantAdmin',
      supplier: null,
    }),
  ),
  sampleRow(sampleUser({ userId: 'ann', displayName: 'Ann Example', systemRole: 'admin' })),
];

function stubList() {
  return stubUsersApi((method, url) => {
    if (method === 'POST') return { status: 201, body: { userId: 'dana' } };
    if (!url.startsWith('/api/users/v2?')) return undefined;
    if (url.includes('archived=true')) return { status: 200, body: { users: [], count: 0 } };
    return { status: 200, body: { users: rows, count: rows.length } };
  });
}

/** The app keeps the tenant information loaded; a seat change must refetch it. */
function TenantProbe() {
  useTenantInformation();
  return null;
}

function renderUsersPage() {
  return renderPage(
    <BootstrapContext.Provider
      value={{
        profile: sampleProfile('admin', { userId: 'ann' }),
        tenant: sampleTenant(),
        flags: sampleConfig().featureFlags,
      }}
    >
      <UsersPage />
      <TenantProbe />
    </BootstrapContext.Provider>,
    { url: '/users' },
  );
}

const listRequests = (requests: ReturnType<typeof stubList>) =>
  requests.filter((r) => r.url.startsWith('/api/users/v2?')).map((r) => r.url);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users page', { timeout: 30_000 }, () => {
  it('lists active users by updatedAt descending with their role label and supplier', async () => {
    const requests = stubList();
    const user = userEvent.setup();
    renderUsersPage();
    expect(screen.getByRole('heading', { name: 'Users', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByRole('button', { name: 'Carla Contractor' });
    expect(listRequests(requests)[0]).toBe(
      '/api/users/v2?page=0&pageSize=10&sortCol=updatedAt&sortDir=desc&archived=false',
    );
    expect(within(table).getByText('Billing Administrator')).toBeTruthy();
    expect(within(table).getAllByText('Apex Staffing')).toHaveLength(2);
    // Neither the Billing Administrator nor the signed-in user can be deleted.
    expect(
      (within(table).getByRole('button', { name: 'Delete Olivia Owner' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(table).getByRole('button', { name: 'Delete Ann Example' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('No results for these filters')).toBeTruthy();
    expect(listRequests(requests).at(-1)).toContain('archived=true');
  });

  it('searches by the typed text once the typing stops', async () => {
    const requests = stubList();
    const user = userEvent.setup();
    renderUsersPage();
    await screen.findByRole('button', { name: 'Carla Contractor' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'car');
    await waitFor(() =>
      expect(listRequests(requests).at(-1)).toBe(
        '/api/users/v2?page=0&pageSize=10&sortCol=updatedAt&sortDir=desc&archived=false&q=car',
      ),
    );
    expect(listRequests(requests).filter((url) => url.includes('q=')).length).toBe(1);
  });

  it('opens the editor from a row, and after a create sorts by createdAt descending', async () => {
    const requests = stubList();
    const user = userEvent.setup();
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Carla Contractor' }));
    expect(await screen.findByRole('dialog', { name: 'Editing User' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editing User' })).toBeNull());

    await user.click(screen.getAllByRole('button', { name: 'New User' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New User' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'dana');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana Reyes');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'System Role' }));
    await user.click(await screen.findByRole('option', { name: 'Associate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully created user')).toBeTruthy();
    await waitFor(() =>
      expect(listRequests(requests).at(-1)).toBe(
        '/api/users/v2?page=0&pageSize=10&sortCol=createdAt&sortDir=desc&archived=false',
      ),
    );
    // The seat count behind the seat-cost alert is fetched again.
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/tenant/get-tenant-information')).toHaveLength(
        2,
      ),
    );
  });
});
