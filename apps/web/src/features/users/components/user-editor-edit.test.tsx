import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seatCostAlert } from '@tallysheet/contract/tenants/pricing';
import { CREDENTIAL_MESSAGES } from '@tallysheet/contract/users/user-rules';
import { sampleProfile, sampleTenant } from '@/test/fixtures.ts';
import { sampleUser, stubUsersApi } from '@/features/users/testing.ts';
import { fill, renderWithProviders } from '@/test/render.tsx';
import { UserEditor } from './user-editor.tsx';

/** Opens carla's editor, the API answering a POST to `url` with 204, and picks `action`. */
async function pickAction(action: string, url: string) {
  const requests = stubUsersApi((method, path) =>
    method === 'POST' && path === url ? { status: 204 } : undefined,
  );
  const user = userEvent.setup();
  renderWithProviders(<UserEditor open userId="carla" onClose={vi.fn()} />, { signedIn: true });
  await screen.findByRole('textbox', { name: 'Email' });
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(screen.getByRole('menuitem', { name: action }));
  return { requests, user };
}

describe('user editor, edit mode', () => {
  it('loads the user, offers the resend choice once the e-mail changes and sends the update', async () => {
    const requests = stubUsersApi((method, _url, body) =>
      method === 'PUT'
        ? { status: 200, body: sampleUser({ email: (body as { email: string }).email }) }
        : undefined,
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="carla" onClose={vi.fn()} onSaved={onSaved} />, {
      signedIn: true,
    });

    const heading = await screen.findByRole('heading', { name: 'Editing User' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    const project = screen.getByRole('group', { name: 'Project ERP Migration' });
    expect(
      (within(project).getByRole('checkbox', { name: 'Analysis' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.queryByRole('checkbox', { name: 'Resend Invite Email and Reset Password' }),
    ).toBeNull();

    await user.clear(email);
    await fill(user, email, 'carla.c@example.com');
    await user.click(
      screen.getByRole('checkbox', { name: 'Resend Invite Email and Reset Password' }),
    );
    await user.click(within(project).getByRole('checkbox', { name: 'Analysis' }));
    await user.click(screen.getByRole('button', { name: 'Update User' }));

    expect(await screen.findByText('Successfully updated user')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/users/v2/carla');
    expect(put.body).toEqual({
      resendEmailsAndUpdatePassword: true,
      name: 'Carla Contractor',
      email: 'carla.c@example.com',
      role: 'assoc',
      startDate: '2026-01-05',
      endDate: null,
      customFields: { 'Cost centre': 'CC-104' },
      assignments: {
        projectAssignments: [{ projectId: 'prj-1' }],
        taskAssignments: [{ projectId: 'prj-1', taskId: 'tsk-1d' }],
      },
      suppliers: { supplierId: 'sup-1', supplierContactIds: ['sc-1'] },
    });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'update', id: 'carla' });
    expect(requests.some((r) => r.url === '/api/users/get-placement-options?userId=carla')).toBe(
      true,
    );
  });

  it('turning employment dates off clears them', async () => {
    const requests = stubUsersApi((method) =>
      method === 'PUT' ? { status: 200, body: sampleUser({ startDate: null }) } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="carla" onClose={vi.fn()} />, { signedIn: true });
    await user.click(await screen.findByRole('switch', { name: 'Employment Dates' }));
    expect(screen.queryByLabelText('Start Date')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await screen.findByText('Successfully updated user');
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      startDate: null,
      endDate: null,
    });
  });

  it("fixes the Billing Administrator's role, hides the employment dates and refuses archive and delete", async () => {
    const requests = stubUsersApi(undefined, {
      user: sampleUser({ userId: 'owner', systemRole: 'TenantAdmin', startDate: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="owner" onClose={vi.fn()} />, { signedIn: true });
    const role = await screen.findByRole('combobox', { name: 'System Role' });
    expect(role.textContent).toBe('Billing Administrator');
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('The Billing Administrators role cannot be changed.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Employment Dates' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Archive' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Delete' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(
      screen.getByText('The Billing Administrator cannot be archived or deleted.'),
    ).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = requests.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('role');
    expect(body).not.toHaveProperty('startDate');
  });

  it("an Administrator cannot reset the Billing Administrator's password, two-step verification or e-mail, and is told why", async () => {
    stubUsersApi(undefined, {
      user: sampleUser({ userId: 'owner', systemRole: 'TenantAdmin', startDate: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="owner" onClose={vi.fn()} />, { signedIn: true });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect((email as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText(CREDENTIAL_MESSAGES.billingAdmin).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    for (const name of ['Reset Password', 'Reset two-step verification'])
      expect(screen.getByRole('menuitem', { name }).getAttribute('aria-disabled')).toBe('true');
  });

  it('an Administrator cannot reset the credentials of a user whose role is above their own', async () => {
    stubUsersApi(undefined, { user: sampleUser({ userId: 'sue', systemRole: 'SuperUser' }) });
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="sue" onClose={vi.fn()} />, { signedIn: true });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect((email as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    for (const name of ['Reset Password', 'Reset two-step verification'])
      expect(screen.getByRole('menuitem', { name }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByText(CREDENTIAL_MESSAGES.above).length).toBeGreaterThan(0);
  });

  it("a super user of an internal tenant may reset the Billing Administrator's credentials", async () => {
    stubUsersApi(undefined, {
      user: sampleUser({ userId: 'owner', systemRole: 'TenantAdmin', startDate: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="owner" onClose={vi.fn()} />, {
      signedIn: {
        profile: sampleProfile('SuperUser', { userId: 'sue' }),
        tenant: sampleTenant({ internal: true }),
      },
    });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect((email as HTMLInputElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(
      screen.getByRole('menuitem', { name: 'Reset Password' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('refuses to archive or delete the current user, saying why', async () => {
    stubUsersApi(undefined, { user: sampleUser({ userId: 'ann', systemRole: 'admin' }) });
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="ann" onClose={vi.fn()} />, {
      signedIn: {
        profile: sampleProfile('admin', { userId: 'ann' }),
      },
    });
    await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Archive' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(
      screen.getByText(
        'The current user cannot be disabled. Please login with another user to perform this action',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('menuitem', { name: 'Reset Password' }).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(
      screen
        .getByRole('menuitem', { name: 'Reset two-step verification' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it("resets another user's two-step verification after the confirmation", async () => {
    const { requests, user } = await pickAction(
      'Reset two-step verification',
      '/api/users/reset-mfa',
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset two-step verification?',
    });
    expect(within(dialog).getByText(/They are e-mailed about it/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Two-step verification was reset')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/users/reset-mfa')!.body).toEqual({
      userId: 'carla',
    });
  });

  it('archives after the dialog, which shows the seat-cost alert', async () => {
    const requests = stubUsersApi((method, url) =>
      method === 'PUT' && url === '/api/users/archive'
        ? { status: 200, body: sampleUser({ isArchived: true }) }
        : undefined,
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="carla" onClose={vi.fn()} onSaved={onSaved} />, {
      signedIn: {
        tenant: sampleTenant({ numberOfSystemUsers: 6 }),
      },
    });
    await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive user?' });
    expect(
      within(dialog).getByText(
        seatCostAlert({
          change: 'remove',
          systemUsers: 6,
          isEnterprise: false,
          subscriptionType: 'Monthly',
        })!,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Successfully archived user')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/users/archive')!.body).toEqual({
      userId: 'carla',
      archived: true,
    });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'update', id: 'carla' });
  });

  it('shows "This user is archived" for an archived user, and deletes after the confirmation', async () => {
    const requests = stubUsersApi((method) => (method === 'DELETE' ? { status: 204 } : undefined), {
      user: sampleUser({ isArchived: true }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open userId="carla" onClose={onClose} />, {
      signedIn: {
        tenant: sampleTenant({ numberOfSystemUsers: 6 }),
      },
    });
    expect(await screen.findByText('This user is archived')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Unarchive' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this user? This action is irreversible',
      ),
    ).toBeTruthy();
    // An archived user holds no seat: removing them costs nothing less.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully deleted user')).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')!.url).toBe('/api/users/v2/carla');
    expect(onClose).toHaveBeenCalled();
  });

  it('resets the password: a typed one must follow the rules and match its confirmation', async () => {
    const { requests, user } = await pickAction('Reset Password', '/api/users/reset-user-password');
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.click(within(dialog).getByRole('radio', { name: 'Type a new password' }));
    await fill(user, within(dialog).getByLabelText(/^New Password/), 'short');
    await fill(user, within(dialog).getByLabelText(/^Confirm Password/), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(
      within(dialog).getByText('The string should have a minimum length of 8 characters'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/users/reset-user-password')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/^New Password/));
    await fill(user, within(dialog).getByLabelText(/^New Password/), 'Tallysheet-9!');
    await user.clear(within(dialog).getByLabelText(/^Confirm Password/));
    await fill(user, within(dialog).getByLabelText(/^Confirm Password/), 'Tallysheet-9!');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Successfully updated user password')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/users/reset-user-password')!.body).toEqual({
      userId: 'carla',
      newPassword: 'Tallysheet-9!',
    });
  });

  it('generates a temporary password by default', async () => {
    const { requests, user } = await pickAction('Reset Password', '/api/users/reset-user-password');
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Successfully updated user password')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/users/reset-user-password')!.body).toEqual({
      userId: 'carla',
    });
  });

  it('shows "Error Loading User" with Reload when the user cannot be loaded', async () => {
    stubUsersApi((_method, url) =>
      url === '/api/users/v2/carla' ? { status: 500, body: { message: 'boom' } } : undefined,
    );
    renderWithProviders(<UserEditor open userId="carla" onClose={vi.fn()} />, { signedIn: true });
    const alerts = await screen.findAllByText('Error Loading User');
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Update User' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
