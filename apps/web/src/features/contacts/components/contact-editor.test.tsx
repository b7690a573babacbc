import { outstandingTimecardsConflict } from '@/test/fixtures.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '@/test/render.tsx';
import ContactEditor from './contact-editor.tsx';

const lifecycle = {
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
};
const client = { id: 'cli-1', name: 'Acme Corp', description: '', ...lifecycle };
const project = {
  id: 'prj-1',
  clientId: 'cli-1',
  clientName: 'Acme Corp',
  name: 'Website Redesign',
  description: '',
  endCustomer: '',
  associations: [],
  ...lifecycle,
};
const outstanding = outstandingTimecardsConflict([
  {
    timesheetId: 'acme#omar#20260307_20260313',
    userFullName: 'Omar Haddad',
    projectName: 'Website Redesign',
    taskName: 'Design',
  },
]);

/** The directory's answers; the contact POSTs answer in turn from `posts` (201 when run out). */
function stubCrm(...posts: Response[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return posts.shift() ?? Response.json({ contactId: 'con-1' }, { status: 201 });
    if (url.startsWith('/api/crm/ps/clients'))
      return Response.json({ clients: [client], count: 1 });
    if (url.startsWith('/api/crm/ps/projects'))
      return Response.json({ projects: [project], count: 1 });
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('contact editor', () => {
  it('keeps associations disabled, with the hint, until a client is chosen', async () => {
    stubCrm();
    const user = userEvent.setup();
    renderWithProviders(<ContactEditor open onClose={vi.fn()} onOpen={vi.fn()} />);

    const add = screen.getByRole('button', { name: 'Add Association' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Select a Client to Associate Contacts')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Corp' }));

    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Select a Client to Associate Contacts')).toBeNull();
  });

  it('asks for a confirmation before creating a contact with no associated project', async () => {
    const fetch = stubCrm();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ContactEditor
        open
        defaults={{ clientId: 'cli-1' }}
        onClose={vi.fn()}
        onOpen={vi.fn()}
        onSaved={onSaved}
      />,
    );

    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Dana Reyes');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'dana@acme.test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'You are creating a contact with no associated project. Are you sure you want to do this?',
      ),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('Successfully created contact')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/crm/ps/contacts');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      clientId: 'cli-1',
      name: 'Dana Reyes',
      email: 'dana@acme.test',
      description: '',
      associations: [],
    });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'con-1' });
  });

  describe('a project with outstanding timecards (D§4)', () => {
    const posts = (fetch: ReturnType<typeof stubCrm>) =>
      fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    const keyOf = (call: [string, RequestInit?] | undefined) =>
      (call?.[1]?.headers as Record<string, string>)['idempotency-key'];
    const bodyOf = (call: [string, RequestInit?] | undefined) =>
      JSON.parse(String(call?.[1]?.body));

    async function submitWithProject(user: UserEvent) {
      await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Dana Reyes');
      await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'dana@acme.test');
      await user.click(screen.getByRole('button', { name: 'Add Association' }));
      await user.click(screen.getByRole('combobox', { name: 'Project' }));
      await user.click(await screen.findByRole('option', { name: 'Website Redesign' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      return screen.findByRole('dialog', { name: 'Resolve Outstanding Timesheets' });
    }

    function renderNewContact() {
      const onSaved = vi.fn();
      const onClose = vi.fn();
      renderWithProviders(
        <ContactEditor
          open
          defaults={{ clientId: 'cli-1' }}
          onClose={onClose}
          onOpen={vi.fn()}
          onSaved={onSaved}
        />,
      );
      return { onSaved, onClose };
    }

    it('lists the timecards, then Send Timecards resends the contact with SEND and a new key', async () => {
      const fetch = stubCrm(Response.json(outstanding, { status: 409 }));
      const user = userEvent.setup();
      const { onSaved } = renderNewContact();

      const dialog = await submitWithProject(user);
      const rows = within(dialog).getAllByRole('row');
      expect(rows.map((row) => row.textContent)).toEqual([
        'AssociateProjectTask',
        'Jane DoeWebsite RedesignDevelopment',
        'Omar HaddadWebsite RedesignDesign',
      ]);
      // Not an error: no error toast while the question is open.
      expect(screen.queryByText('Error creating contact')).toBeNull();

      await user.click(within(dialog).getByRole('button', { name: 'Send Timecards' }));
      expect(await screen.findByText('Successfully created contact')).toBeTruthy();
      const [first, second] = posts(fetch);
      expect(posts(fetch)).toHaveLength(2);
      expect(bodyOf(first)).not.toHaveProperty('outstandingTimecardsAction');
      expect(bodyOf(second)).toEqual({
        ...bodyOf(first),
        outstandingTimecardsAction: 'SEND',
      });
      expect(bodyOf(second).associations).toEqual([
        { projectId: 'prj-1', contactType: 'MANAGER', notificationLevel: 'COPY_WITH_LINK' },
      ]);
      // Another body is another request: it must not reuse the first one's Idempotency-Key.
      expect(keyOf(second)).toBeTruthy();
      expect(keyOf(second)).not.toBe(keyOf(first));
      expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'con-1' });
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Resolve Outstanding Timesheets' })).toBeNull(),
      );
    });

    it('Do Not Send Timecards resends the contact with NO_SEND', async () => {
      const fetch = stubCrm(Response.json(outstanding, { status: 409 }));
      const user = userEvent.setup();
      const { onSaved } = renderNewContact();

      const dialog = await submitWithProject(user);
      await user.click(within(dialog).getByRole('button', { name: 'Do Not Send Timecards' }));
      expect(await screen.findByText('Successfully created contact')).toBeTruthy();
      expect(bodyOf(posts(fetch)[1]).outstandingTimecardsAction).toBe('NO_SEND');
      expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'con-1' });
    });

    it('Escape calls the save off and keeps the form as typed', async () => {
      const fetch = stubCrm(Response.json(outstanding, { status: 409 }));
      const user = userEvent.setup();
      const { onSaved, onClose } = renderNewContact();

      await submitWithProject(user);
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Resolve Outstanding Timesheets' })).toBeNull(),
      );
      expect(posts(fetch)).toHaveLength(1);
      expect(screen.queryByText('Error creating contact')).toBeNull();
      expect(screen.queryByText('Successfully created contact')).toBeNull();
      expect(onSaved).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Dana Reyes');
    });
  });
});
