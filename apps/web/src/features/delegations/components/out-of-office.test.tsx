import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '@/test/render.tsx';
import OutOfOffice from './out-of-office.tsx';

const lifecycle = {
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
};
const contact = (id: string, name: string) => ({
  id,
  clientId: 'cli-1',
  clientName: 'Acme Corp',
  name,
  email: `${id}@acme.test`,
  description: '',
  hasPortalAccess: false,
  associations: [],
  ...lifecycle,
});
const paula = contact('con-paula', 'Paula Approver');
const dora = contact('con-dora', 'Dora Delegate');
const running = {
  id: 'del-1',
  contactId: paula.id,
  delegateContactId: dora.id,
  from: '2020-01-01',
  to: '2999-12-31',
  contactName: paula.name,
  delegateName: dora.name,
  createdAt: '2026-01-05T10:00:00Z',
};

/** The API's answers: one contact's delegations, the client's contacts, and the writes. */
function stubApi(delegations: unknown[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return Response.json({ ...running, id: 'del-2' }, { status: 201 });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.startsWith('/api/admin/delegations'))
      return Response.json({ delegations, count: delegations.length });
    if (url.startsWith('/api/crm/ps/contacts'))
      return Response.json({ contacts: [paula, dora], count: 2 });
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const section = () => <OutOfOffice contactId={paula.id} clientId="cli-1" deleted={false} />;

describe('the contact editor’s Out of office section', () => {
  it('lists the contact’s alternates, asking for that contact’s only', async () => {
    const fetch = stubApi([running]);
    renderWithProviders(section());
    const list = await screen.findByRole('list', { name: 'Out of office' });
    expect(within(list).getByText('Dora Delegate')).toBeTruthy();
    expect(within(list).getByText('Jan 01, 2020 – Dec 31, 2999')).toBeTruthy();
    expect(within(list).getByText('Standing in')).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe(
      `/api/admin/delegations?contactId=${paula.id}&pageSize=25`,
    );
  });

  it('says so when there is none', async () => {
    stubApi([]);
    renderWithProviders(section());
    expect(await screen.findByText('No alternate set')).toBeTruthy();
  });

  it('adds an alternate of the same client, never the contact itself, with its dates', async () => {
    const fetch = stubApi([]);
    const user = userEvent.setup();
    renderWithProviders(section());
    await user.click(screen.getByRole('button', { name: 'Add Alternate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Alternate' });
    // Nothing chosen: the fields say what is missing, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose who stands in')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'Alternate' }));
    const self = await screen.findByRole('option', { name: /Paula Approver/ });
    expect(self.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: /Dora Delegate/ }));
    await fill(user, within(dialog).getByLabelText(/From/), '2026-12-01');
    await fill(user, within(dialog).getByLabelText(/^To/), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('from must be on or before to')).toBeTruthy();

    await fill(user, within(dialog).getByLabelText(/^To/), '2026-12-05');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Alternate added')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/delegations');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      contactId: paula.id,
      delegateContactId: dora.id,
      from: '2026-12-01',
      to: '2026-12-05',
    });
    expect((post[1]?.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
  });

  it('removes an alternate after a confirmation', async () => {
    const fetch = stubApi([running]);
    const user = userEvent.setup();
    renderWithProviders(section());
    await user.click(await screen.findByRole('button', { name: 'Remove alternate Dora Delegate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove alternate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    const remove = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(remove[0]).toBe('/api/admin/delegations/del-1');
    expect(await screen.findByText('Alternate removed')).toBeTruthy();
  });
});
