import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USERNAME_MESSAGES } from '@tallysheet/contract/identity/username';
import { seatCostAlert } from '@tallysheet/contract/tenants/pricing';
import { sampleTenant } from '@/test/fixtures.ts';
import { stubUsersApi } from '@/features/users/testing.ts';
import { fill, renderWithProviders } from '@/test/render.tsx';
import { UserEditor } from './user-editor.tsx';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const checks = (requests: ReturnType<typeof stubUsersApi>) =>
  requests.filter((r) => r.url.startsWith('/api/users/check-username')).map((r) => r.url);

async function chooseRole(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'System Role' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** The required account fields, filled in. */
async function fillAccount(user: UserEvent, role = 'Associate') {
  await fill(user, textbox('Username'), 'dana');
  await fill(user, textbox('Name'), 'Dana Reyes');
  await fill(user, textbox('Email'), 'dana@example.com');
  await chooseRole(user, role);
}

// The whole create flow (dates, custom fields, projects and tasks, a supplier and its contacts,
// through to the invited user's first sign-in) runs in e2e/users.spec.ts.
describe('user editor, create mode', () => {
  it("sends a chosen project with its default task, which is shown checked and can't be unchecked", async () => {
    const requests = stubUsersApi((method) =>
      method === 'POST' ? { status: 201, body: { userId: 'dana' } } : undefined,
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open onClose={vi.fn()} onSaved={onSaved} />, {
      signedIn: true,
    });
    await fillAccount(user);
    await user.click(screen.getByRole('combobox', { name: 'Projects' }));
    await user.click(await screen.findByRole('option', { name: 'ERP Migration' }));
    await user.keyboard('{Escape}');
    const project = screen.getByRole('group', { name: 'Project ERP Migration' });
    const defaultTask = within(project).getByRole('checkbox', { name: /Default Task/ });
    expect((defaultTask as HTMLInputElement).checked).toBe(true);
    expect((defaultTask as HTMLInputElement).disabled).toBe(true);
    await user.click(within(project).getByRole('checkbox', { name: 'Build' }));
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('Successfully created user')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/users/v2');
    expect(post.body).toMatchObject({
      username: 'dana',
      role: 'assoc',
      assignments: {
        projectAssignments: [{ projectId: 'prj-1' }],
        // The default task goes with its project: shown checked and locked, never dropped.
        taskAssignments: [
          { projectId: 'prj-1', taskId: 'tsk-1d' },
          { projectId: 'prj-1', taskId: 'tsk-1b' },
        ],
      },
    });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'dana' });
  });

  it('with Keep Window Open, stays open after a create, clears the form and puts the focus back on the username', async () => {
    stubUsersApi((method) =>
      method === 'POST' ? { status: 201, body: { userId: 'dana' } } : undefined,
    );
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open onClose={onClose} onSaved={onSaved} />, {
      signedIn: true,
    });
    await user.click(screen.getByRole('switch', { name: 'Keep Window Open' }));
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('Successfully created user')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'dana' });
    expect(onClose).not.toHaveBeenCalled();
    expect((textbox('Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Username')));
    expect((textbox('Username') as HTMLInputElement).value).toBe('');
  });

  it('checks the username 500 ms after the typing stops: the pattern message, then "This username is already taken"', async () => {
    const requests = stubUsersApi((_method, url) =>
      url.startsWith('/api/users/check-username')
        ? { status: 200, body: { available: false } }
        : undefined,
    );
    renderWithProviders(<UserEditor open onClose={vi.fn()} />, { signedIn: true });
    const username = textbox('Username');
    // The debounce runs on a clock the test moves.
    vi.useFakeTimers();
    fireEvent.change(username, { target: { value: 'Bad Name' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText(USERNAME_MESSAGES.invalid)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(USERNAME_MESSAGES.invalid)).toBeTruthy();
    expect(checks(requests)).toEqual([]);

    fireEvent.change(username, { target: { value: 'adm' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(username, { target: { value: 'admin' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(checks(requests)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(checks(requests)).toEqual(['/api/users/check-username?username=admin']);
    // The answer arrives (the stubbed fetch resolves at once).
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('This username is already taken')).toBeTruthy();
  });

  it('shows the spec messages for a blank form and a start date after the end date, and sends nothing', async () => {
    const requests = stubUsersApi();
    const user = userEvent.setup();
    renderWithProviders(<UserEditor open onClose={vi.fn()} />, { signedIn: true });
    await user.click(screen.getByRole('switch', { name: 'Employment Dates' }));
    await fill(user, screen.getByLabelText('Start Date'), '2026-05-01');
    await fill(user, screen.getByLabelText('End Date'), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Add Custom Field' }));
    await user.click(screen.getByRole('button', { name: 'Create User' }));

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
    renderWithProviders(<UserEditor open onClose={vi.fn()} />, { signedIn: { tenant } });
    expect(screen.getByText(text)).toBeTruthy();
    cleanup();
    renderWithProviders(<UserEditor open onClose={vi.fn()} />, {
      signedIn: {
        tenant: sampleTenant({ numberOfSystemUsers: 5 }, { isEnterprise: true }),
      },
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
    renderWithProviders(<UserEditor open onClose={onClose} />, { signedIn: true });
    await fillAccount(user, 'Administrator');
    await user.click(screen.getByRole('combobox', { name: 'Projects' }));
    await user.click(await screen.findByRole('option', { name: 'Website Redesign' }));
    await user.keyboard('{Escape}');
    expect(
      screen.getByText('The selected project does not have any contacts associated with it'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create User' }));

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
    renderWithProviders(<UserEditor open onClose={vi.fn()} />, { signedIn: true });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Error creating user')).toBeTruthy();
    expect(screen.getByText('This username is already taken')).toBeTruthy();
  });
});
