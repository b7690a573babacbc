import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import DirectoryAssociations from './directory-associations.tsx';

const lifecycle = {
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
};
const association = {
  projectId: 'prj-1',
  contactId: 'con-1',
  contactType: 'MANAGER',
  notificationLevel: 'COPY_WITH_LINK',
  projectName: 'Website',
  contactName: 'Dana Reyes',
  projectEndCustomer: '',
};
const contact = (id: string, name: string) => ({
  id,
  clientId: 'cli-1',
  clientName: 'Acme Corp',
  name,
  description: '',
  email: `${id}@acme.test`,
  hasPortalAccess: false,
  associations: [],
  ...lifecycle,
});

describe('directory associations', () => {
  it("a project's associations offer the client's contacts for a new association, already associated ones disabled", async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        if (url.startsWith('/api/crm/ps/associations'))
          return Response.json({ associations: [association] });
        if (url.startsWith('/api/crm/ps/contacts'))
          return Response.json({
            contacts: [contact('con-1', 'Dana Reyes'), contact('con-2', 'Eli Park')],
            count: 2,
          });
        throw new Error(`unexpected request ${url}`);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <DirectoryAssociations owner={{ projectId: 'prj-1' }} clientId="cli-1" deleted={false} />,
    );

    const table = await screen.findByRole('table', { name: 'Contact Associations' });
    expect(await within(table).findByText('Dana Reyes')).toBeTruthy();
    expect(within(table).getByText('Manager')).toBeTruthy();
    expect(within(table).getByText('Copy With Approval Link')).toBeTruthy();
    expect(requests).toContain('/api/crm/ps/associations?projectId=prj-1');

    await user.click(screen.getByRole('button', { name: 'New Association' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Association' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Contact' }));
    const dana = await screen.findByRole('option', { name: /^Dana Reyes/ });
    const eli = screen.getByRole('option', { name: /^Eli Park/ });
    expect(dana.getAttribute('aria-disabled')).toBe('true');
    expect(eli.getAttribute('aria-disabled')).not.toBe('true');
    expect(requests.some((url) => url.includes('clientId=cli-1'))).toBe(true);
  });
});
