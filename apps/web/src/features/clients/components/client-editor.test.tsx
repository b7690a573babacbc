// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAGED_ID } from '@tallysheet/contract/directory/directory';
import { theme } from '../../../app/theme.ts';
import { sentBody, stubFetch } from '../../../test/render.tsx';
import ClientEditor from './client-editor.tsx';

function renderEditor(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>{ui}</SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, group: HTMLElement, label: string, option: string) {
  await user.click(within(group).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function addProject(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Project' }));
  const rows = screen.getAllByRole('group', { name: /^Project \d+$/ });
  await user.type(within(rows.at(-1)!).getByRole('textbox', { name: 'Name' }), name);
}

async function addTask(user: User, project: string, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Task' }));
  const row = screen.getAllByRole('group', { name: /^Task \d+$/ }).at(-1)!;
  await choose(user, row, 'Project', project);
  await user.type(within(row).getByRole('textbox', { name: 'Name' }), name);
}

// Many fields are typed in: slower than the default 5 s on a busy machine.
describe('client editor', { timeout: 30_000 }, () => {
  it('sends the client with its staged projects, contacts, associations and tasks in one call', async () => {
    const fetch = stubFetch({ status: 201, body: { clientId: 'cli-1' } });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderEditor(<ClientEditor open onClose={onClose} onSaved={onSaved} onOpen={vi.fn()} />);

    screen.getByRole('dialog', { name: 'New Client' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Northwind');
    await addProject(user, 'Website');
    const project = screen.getByRole('group', { name: 'Project 1' });
    await user.type(within(project).getByRole('textbox', { name: 'End Customer' }), 'Contoso');

    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    await user.type(within(contact).getByRole('textbox', { name: 'Name' }), 'Dana Reyes');
    await user.type(within(contact).getByRole('textbox', { name: 'Email' }), 'dana@nw.test');

    await user.click(screen.getByRole('button', { name: 'Add Association' }));
    const association = screen.getByRole('group', { name: 'Association 1' });
    await choose(user, association, 'Contact', 'Dana Reyes');
    await choose(user, association, 'Project', 'Website');
    expect(within(association).getByRole('combobox', { name: 'Contact Type' }).textContent).toBe(
      'Manager',
    );
    expect(
      within(association).getByRole('combobox', { name: 'Notification Level' }).textContent,
    ).toBe('Copy With Approval Link');

    await addTask(user, 'Website', 'Design');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully created client')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/crm/ps/clients');
    expect(init?.method).toBe('POST');
    const body = sentBody(fetch, 0);
    const projectId = body.projects[0].id as string;
    const contactId = body.contacts[0].id as string;
    expect(projectId).toMatch(STAGED_ID);
    expect(projectId).toMatch(/^project_/);
    expect(contactId).toMatch(/^contact_[0-9a-f]{16}$/);
    expect(body).toEqual({
      name: 'Northwind',
      description: '',
      projects: [{ id: projectId, name: 'Website', description: '', endCustomer: 'Contoso' }],
      contacts: [{ id: contactId, name: 'Dana Reyes', description: '', email: 'dana@nw.test' }],
      associations: [
        { projectId, contactId, contactType: 'MANAGER', notificationLevel: 'COPY_WITH_LINK' },
      ],
      tasks: [{ id: expect.stringMatching(STAGED_ID), projectId, name: 'Design', description: '' }],
    });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'cli-1' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('removing a staged project after its confirmation also drops its tasks and associations', async () => {
    const fetch = stubFetch({ status: 201, body: { clientId: 'cli-2' } });
    const user = userEvent.setup();
    renderEditor(<ClientEditor open onClose={vi.fn()} onOpen={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Fabrikam');
    await addProject(user, 'Audit');
    await addProject(user, 'Migration');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    await user.type(within(contact).getByRole('textbox', { name: 'Name' }), 'Lee');
    await user.type(within(contact).getByRole('textbox', { name: 'Email' }), 'lee@fab.test');
    await user.click(screen.getByRole('button', { name: 'Add Association' }));
    const association = screen.getByRole('group', { name: 'Association 1' });
    await choose(user, association, 'Contact', 'Lee');
    await choose(user, association, 'Project', 'Audit');
    await addTask(user, 'Audit', 'Fieldwork');
    await addTask(user, 'Migration', 'Cutover');

    await user.click(screen.getByRole('button', { name: 'Remove project 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this project?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Project 2' })).toBeNull());
    expect(screen.queryByRole('group', { name: 'Association 1' })).toBeNull();
    expect(screen.getAllByRole('group', { name: /^Task \d+$/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully created client')).toBeTruthy();
    const body = sentBody(fetch, 0);
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['Migration']);
    expect(body.associations).toEqual([]);
    expect(body.tasks).toEqual([
      expect.objectContaining({ projectId: body.projects[0].id, name: 'Cutover' }),
    ]);
  });

  it('shows a server issue on the staged row it names', async () => {
    stubFetch({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid input',
        issues: [{ path: 'contacts.1.email', message: 'This e-mail is already used' }],
      },
    });
    const user = userEvent.setup();
    renderEditor(<ClientEditor open onClose={vi.fn()} onOpen={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tailspin');
    for (const [name, email] of [
      ['Ana', 'ana@ts.test'],
      ['Bo', 'bo@ts.test'],
    ]) {
      await user.click(screen.getByRole('button', { name: 'Add Contact' }));
      const row = screen.getAllByRole('group', { name: /^Contact \d+$/ }).at(-1)!;
      await user.type(within(row).getByRole('textbox', { name: 'Name' }), name!);
      await user.type(within(row).getByRole('textbox', { name: 'Email' }), email!);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error creating client')).toBeTruthy();
    const second = screen.getByRole('group', { name: 'Contact 2' });
    expect(within(second).getByText('This e-mail is already used')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Contact 1' })).queryByText(
        'This e-mail is already used',
      ),
    ).toBeNull();
  });
});
