import { outstandingTimecardsConflict } from '@/test/fixtures.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { ContactSelect } from '@/entities/contacts/contact-select.tsx';
import { AssociationsSection } from './associations-section.tsx';

const toasts = {
  created: 'Successfully created association',
  updated: 'Successfully updated association',
  deleted: 'Successfully deleted association',
  createError: 'Error creating association',
  updateError: 'Error updating association',
  deleteError: 'Error deleting association',
};
const outstanding = outstandingTimecardsConflict();

const eli = {
  id: 'con-2',
  clientId: 'cli-1',
  clientName: 'Acme',
  name: 'Eli Park',
  description: '',
  email: 'eli@acme.example',
  hasPortalAccess: false,
  associations: [],
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
};

/**
 * GET lists no associations yet and the client's one contact; each POST answers in turn from
 * `posts` (204 when run out).
 */
function stubAssociations(...posts: Response[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return posts.shift() ?? new Response(null, { status: 204 });
    if (url.startsWith('/api/crm/ps/associations')) return Response.json({ associations: [] });
    if (url.startsWith('/api/crm/ps/contacts?'))
      return Response.json({ contacts: [eli], count: 1 });
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const posts = (fetch: ReturnType<typeof stubAssociations>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderSection() {
  renderWithProviders(
    <AssociationsSection
      owner={{ projectId: 'prj-1' }}
      title="Contact Associations"
      partySelect={(props) => <ContactSelect clientId="cli-1" {...props} />}
      toasts={toasts}
      text={{ empty: 'You do not have any associated contacts yet', loadError: 'Error' }}
      deleted={false}
    />,
  );
}

async function saveNewAssociation(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'New Association' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Association' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Contact' }));
  await user.click(await screen.findByRole('option', { name: /Eli Park/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Resolve Outstanding Timesheets' });
}

describe('associations section: outstanding timecards (D§4)', () => {
  it('asks on a 409, then Do Not Send Timecards saves the association with NO_SEND', async () => {
    const fetch = stubAssociations(Response.json(outstanding, { status: 409 }));
    const user = userEvent.setup();
    renderSection();

    const resolve = await saveNewAssociation(user);
    expect(within(resolve).getByRole('cell', { name: 'Jane Doe' })).toBeTruthy();
    expect(within(resolve).getByRole('cell', { name: 'Development' })).toBeTruthy();
    await user.click(within(resolve).getByRole('button', { name: 'Do Not Send Timecards' }));

    expect(await screen.findByText('Successfully created association')).toBeTruthy();
    const [first, second] = posts(fetch).map(([, init]) => JSON.parse(String(init?.body)));
    expect(first).toEqual({
      projectId: 'prj-1',
      contactId: 'con-2',
      contactType: 'MANAGER',
      notificationLevel: 'COPY_WITH_LINK',
    });
    expect(second).toEqual({ ...first, outstandingTimecardsAction: 'NO_SEND' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cancel saves nothing and leaves the association dialog open', async () => {
    const fetch = stubAssociations(Response.json(outstanding, { status: 409 }));
    const user = userEvent.setup();
    renderSection();

    const resolve = await saveNewAssociation(user);
    await user.click(within(resolve).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Resolve Outstanding Timesheets' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'New Association' })).toBeTruthy();
    expect(posts(fetch)).toHaveLength(1);
    expect(screen.queryByText('Error creating association')).toBeNull();
  });

  it('an association that exists already stays an error', async () => {
    stubAssociations(
      Response.json(
        { statusCode: 409, error: 'Conflict', message: 'This contact is already associated' },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'New Association' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Association' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Contact' }));
    await user.click(await screen.findByRole('option', { name: /Eli Park/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error creating association')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Resolve Outstanding Timesheets' })).toBeNull();
  });
});
