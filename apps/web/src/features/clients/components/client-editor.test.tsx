import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STAGED_ID } from '@tallysheet/contract/directory/directory';
import { fill, renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import ClientEditor from './client-editor.tsx';

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, group: HTMLElement, label: string, option: string) {
  await user.click(within(group).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function addProject(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Project' }));
  const rows = screen.getAllByRole('group', { name: /^Project \d+$/ });
  await fill(user, within(rows.at(-1)!).getByRole('textbox', { name: 'Name' }), name);
}

async function addTask(user: User, project: string, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Task' }));
  const row = screen.getAllByRole('group', { name: /^Task \d+$/ }).at(-1)!;
  await choose(user, row, 'Project', project);
  await fill(user, within(row).getByRole('textbox', { name: 'Name' }), name);
}

// The whole staged create (a project, a contact, their association and a task in one submit)
// runs in e2e/directory.spec.ts.
describe('client editor', () => {
  it('removing a staged project after its confirmation also drops its tasks and associations', async () => {
    const fetch = stubFetch({ status: 201, body: { clientId: 'cli-2' } });
    const user = userEvent.setup();
    renderWithProviders(<ClientEditor open onClose={vi.fn()} onOpen={vi.fn()} />);
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Fabrikam');
    await addProject(user, 'Audit');
    await addProject(user, 'Migration');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    await fill(user, within(contact).getByRole('textbox', { name: 'Name' }), 'Lee');
    await fill(user, within(contact).getByRole('textbox', { name: 'Email' }), 'lee@fab.test');
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
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = sentBody(fetch, 0);
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['Migration']);
    expect(body.projects[0].id).toMatch(STAGED_ID);
    expect(body.contacts[0].id).toMatch(/^contact_[0-9a-f]{16}$/);
    expect(body.associations).toEqual([]);
    expect(body.tasks).toEqual([
      expect.objectContaining({ projectId: body.projects[0].id, name: 'Cutover' }),
    ]);
  });

  it('after an empty submit, rows added later show no errors until touched, and focus their first field', async () => {
    stubFetch({ status: 201, body: { clientId: 'cli-2' } });
    const user = userEvent.setup();
    renderWithProviders(<ClientEditor open onClose={vi.fn()} onOpen={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A client name is required')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    const project = screen.getByRole('group', { name: 'Project 1' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(project).getByRole('textbox', { name: 'Name' })),
    );
    expect(within(project).queryByText(/required/i)).toBeNull();
    await fill(user, within(project).getByRole('textbox', { name: 'Name' }), 'Audit');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    const task = screen.getByRole('group', { name: 'Task 1' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(task).getByRole('combobox', { name: 'Project' })),
    );
    expect(within(task).queryByText(/required/i)).toBeNull();

    // Touched, the field speaks for itself; a submit shows every row's errors.
    await user.click(within(task).getByRole('textbox', { name: 'Name' }));
    await user.tab();
    await waitFor(() => expect(within(task).getAllByText(/required/i).length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const second = screen.getByRole('group', { name: 'Project 2' });
    await waitFor(() => expect(within(second).getAllByText(/required/i).length).toBeGreaterThan(0));
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
    renderWithProviders(<ClientEditor open onClose={vi.fn()} onOpen={vi.fn()} />);
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Tailspin');
    for (const [name, email] of [
      ['Ana', 'ana@ts.test'],
      ['Bo', 'bo@ts.test'],
    ]) {
      await user.click(screen.getByRole('button', { name: 'Add Contact' }));
      const row = screen.getAllByRole('group', { name: /^Contact \d+$/ }).at(-1)!;
      await fill(user, within(row).getByRole('textbox', { name: 'Name' }), name!);
      await fill(user, within(row).getByRole('textbox', { name: 'Email' }), email!);
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
