import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '@/test/render.tsx';
import ContactEditor from './contact-editor.tsx';

const lifecycle = {
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
};
const client = { id: 'cli-1', name: 'Acme Corp', description: '', ...lifecycle };

function stubCrm() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return Response.json({ contactId: 'con-1' }, { status: 201 });
    if (url.startsWith('/api/crm/ps/clients'))
      return Response.json({ clients: [client], count: 1 });
    if (url.startsWith('/api/crm/ps/projects')) return Response.json({ projects: [], count: 0 });
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'dana@acme.test');
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
});
