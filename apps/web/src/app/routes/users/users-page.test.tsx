import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USER_MESSAGES } from '@tallysheet/contract/users/users';
import { useTenantInformation } from '@/lib/bootstrap/get-tenant-information.ts';
import { sampleRow, sampleUser, stubUsersApi } from '@/features/users/testing.ts';
import { sampleProfile } from '@/test/fixtures.ts';
import { fill, renderWithProviders } from '@/test/render.tsx';
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
    if (method === 'DELETE') return { status: 204 };
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
  return renderWithProviders(
    <>
      <UsersPage />
      <TenantProbe />
    </>,
    { url: '/users', signedIn: { profile: sampleProfile('admin', { userId: 'ann' }) } },
  );
}

const listRequests = (requests: ReturnType<typeof stubList>) =>
  requests.filter((r) => r.url.startsWith('/api/users/v2?')).map((r) => r.url);

describe('users page', () => {
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
    // Neither the Billing Administrator nor the signed-in user can be deleted: their Delete
    // stays focusable to say why, and does nothing.
    for (const name of ['Delete Olivia Owner', 'Delete Ann Example']) {
      const button = within(table).getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await user.click(button);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    }

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('No results for these filters')).toBeTruthy();
    expect(listRequests(requests).at(-1)).toContain('archived=true');
  });

  it('searches by the typed text 300 ms after the typing stops', async () => {
    const requests = stubList();
    renderUsersPage();
    await screen.findByRole('button', { name: 'Carla Contractor' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    // The debounce runs on a clock the test moves: keystrokes 100 ms apart ask for nothing.
    vi.useFakeTimers();
    for (const typed of ['c', 'ca', 'car']) {
      fireEvent.change(search, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(listRequests(requests).filter((url) => url.includes('q='))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(listRequests(requests).filter((url) => url.includes('q='))).toEqual([
      '/api/users/v2?page=0&pageSize=10&sortCol=updatedAt&sortDir=desc&archived=false&q=car',
    ]);
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
    await fill(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'dana');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana Reyes');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'System Role' }));
    await user.click(await screen.findByRole('option', { name: 'Associate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

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
  it("deletes a user from the list after the confirmation; the Billing Administrator's and the current user's Delete say why they are refused", async () => {
    const requests = stubList();
    const user = userEvent.setup();
    renderUsersPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    const owner = await within(table).findByRole('button', { name: 'Delete Olivia Owner' });
    expect(owner.getAttribute('aria-disabled')).toBe('true');
    expect(owner.getAttribute('title')).toBe(USER_MESSAGES.billingAdmin);
    const self = within(table).getByRole('button', { name: 'Delete Ann Example' });
    expect(self.getAttribute('title')).toBe(USER_MESSAGES.currentUser);
    await user.click(owner);
    expect(screen.queryByRole('alertdialog', { name: 'Delete user?' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Delete Carla Contractor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this user? This action is irreversible',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted user')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/users/v2/carla',
    ]);
  });
});
