// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USERNAME_MESSAGES } from '@tallysheet/contract/identity/username';
import { seatCostAlert } from '@tallysheet/contract/tenants/pricing';
import { sampleTenant } from '../../../test/fixtures.ts';
import { renderWithBootstrap, stubUsersApi } from '../testing.tsx';
import { UserEditor } from './user-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function chooseRole(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'System Role' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('user editor, create mode', { timeout: 30_000 }, () => {
  it('creates the user with dates, custom fields, a project with a chosen task and a supplier contact', async () => {
    const requests = stubUsersApi((method) =>
      method === 'POST' ? { status: 201, body: { userId: 'dana' } } : undefined,
    );
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithBootstrap(<UserEditor open onClose={onClose} onSaved={onSaved} />);

    expect(screen.getByRole('dialog', { name: 'New User' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Username')));
    await user.type(textbox('Username'), 'dana');
    await user.type(textbox('Name'), 'Dana Reyes');
    await user.type(textbox('Email'), 'dana@example.com');
    await chooseRole(user, 'Associate');
    await user.click(screen.getByRole('switch', { name: 'Employment Dates' }));
    await user.type(screen.getByLabelText('Start Date'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Add Custom Field' }));
    const field = screen.getByRole('group', { name: 'Custom field 1' });
    await user.type(within(field).getByRole('textbox', { name: 'Label' }), 'Badge');
    await user.type(within(field).getByRole('textbox', { name: 'Value' }), 'B-7');

    await user.click(screen.getByRole('combobox', { name: 'Projects' }));
    await user.click(await screen.findByRole('option', { name: 'ERP Migration' }));
    await user.keyboard('{Escape}');
    const project = screen.getByRole('group', { name: 'Project ERP Migration' });
    const defaultTask = within(project).getByRole('checkbox', { name: /Default Task/ });
    expect((defaultTask as HTMLInputElement).checked).toBe(true);
    expect((defaultTask as HTMLInputElement).disabled).toBe(true);
    await user.click(within(project).getByRole('checkbox', { name: 'Build' }));

    await user.click(screen.getByRole('combobox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('option', { name: 'Apex Staffing' }));
    await user.click(screen.getByRole('combobox', { name: 'Supplier Contacts' }));
    expect(screen.queryByRole('option', { name: 'Bo Bravo' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Sam Apex' }));
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/users/check-username?username=dana')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully created user')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/users/v2');
    expect(post.body).toEqual({
      username: 'dana',
      name: 'Dana Reyes',
      email: 'dana@example.com',
      role: 'assoc',
      customFields: { Badge: 'B-7' },
      startDate: '2026-03-01',
      endDate: null,
      assignments: {
        projectAssignments: [{ projectId: 'prj-1' }],
        taskAssignments: [{ projectId: 'prj-1', taskId: 'tsk-1b' }],
      },
      suppliers: { supplierId: 'sup-1', supplierContactIds: ['sc-2'] },
    });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'dana' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('checks the username 500 ms after typing: the pattern message, then "This username is already taken"', async () => {
    const requests = stubUsersApi((_method, url) =>
      url.startsWith('/api/users/check-username')
        ? { status: 200, body: { available: false } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithBootstrap(<UserEditor open onClose={vi.fn()} />);
    await user.type(textbox('Username'), 'Bad Name');
    expect(await screen.findByText(USERNAME_MESSAGES.invalid)).toBeTruthy();
    expect(requests.some((r) => r.url.startsWith('/api/users/check-username'))).toBe(false);

    await user.clear(textbox('Username'));
    await user.type(textbox('Username'), 'admin');
    expect(await screen.findByText('This username is already taken')).toBeTruthy();
    expect(requests.filter((r) => r.url.startsWith('/api/users/check-username'))).toEqual([
      { method: 'GET', url: '/api/users/check-username?username=admin', body: undefined },
    ]);
  });

  it('shows the spec messages for a blank form and a start date after the end date, and sends nothing', async () => {
    const requests = stubUsersApi();
    const user = userEvent.setup();
    renderWithBootstrap(<UserEditor open onClose={vi.fn()} />);
    await user.click(screen.getByRole('switch', { name: 'Employment Dates' }));
    await user.type(screen.getByLabelText('Start Date'), '2026-05-01');
    await user.type(screen.getByLabelText('End Date'), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Add Custom Field' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('A username is required')).toBeTruthy();
    expect(screen.getByText('The users name is required')).toBeTruthy();
    expect(screen.getByText('The users email is required')).toBeTruthy();
    expect(screen.getByText('A system role is required')).toBeTruthy();
    expect(screen.getByText('Start date must occur before the end date.')).toBeTruthy();
    expect(screen.getByText('A label is required')).toBeTruthy();
    expect(screen.getByText('A value is required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the seat-cost alert when a fifth system user exists, but not for an enterprise tenant', async () => {
    stubUsersApi();
    const tenant = sampleTenant({ numberOfSystemUsers: 5 });
    const text = seatCostAlert({
      change: 'add',
      systemUsers: 5,
      isEnterprise: false,
      subscriptionType: 'Monthly',
    })!;
    renderWithBootstrap(<UserEditor open onClose={vi.fn()} />, { tenant });
    expect(screen.getByText(text)).toBeTruthy();
    cleanup();
    renderWithBootstrap(<UserEditor open onClose={vi.fn()} />, {
      tenant: sampleTenant({ numberOfSystemUsers: 5 }, { isEnterprise: true }),
    });
    expect(screen.queryByText(text)).toBeNull();
  });

  it("puts the server's 400 issues on their fields and keeps the typed values", async () => {
    stubUsersApi((method) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              message: 'Invalid',
              issues: [
                { path: 'email', message: 'Invalid email address' },
                {
                  path: 'assignments.projectAssignments.0.projectId',
                  message: 'Project not found',
                },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithBootstrap(<UserEditor open onClose={onClose} />);
    await user.type(textbox('Username'), 'dana');
    await user.type(textbox('Name'), 'Dana Reyes');
    await user.type(textbox('Email'), 'dana@example.com');
    await chooseRole(user, 'Admin');
    await user.click(screen.getByRole('combobox', { name: 'Projects' }));
    await user.click(await screen.findByRole('option', { name: 'Website Redesign' }));
    await user.keyboard('{Escape}');
    expect(
      screen.getByText('The selected project does not have any contacts associated with it'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error creating user')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Website Redesign: Project not found')).toBeTruthy();
    expect((textbox('Email') as HTMLInputElement).value).toBe('dana@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a 409 as "This username is already taken" on the username', async () => {
    stubUsersApi((method) =>
      method === 'POST'
        ? { status: 409, body: { statusCode: 409, message: 'This username is already taken' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithBootstrap(<UserEditor open onClose={vi.fn()} />);
    await user.type(textbox('Username'), 'dana');
    await user.type(textbox('Name'), 'Dana Reyes');
    await user.type(textbox('Email'), 'dana@example.com');
    await chooseRole(user, 'Associate');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error creating user')).toBeTruthy();
    expect(screen.getByText('This username is already taken')).toBeTruthy();
  });
});
