import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { SupplierContactEditor } from './supplier-contact-editor.tsx';

const suppliers = [
  {
    id: 'sup-1',
    name: 'Acme Staffing',
    description: '',
    isArchived: false,
    isDeleted: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 'sup-2',
    name: 'Bravo Partners',
    description: '',
    isArchived: true,
    isDeleted: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
];

function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return Response.json({ supplierContactId: 'sc-1' }, { status: 201 });
    if (url.startsWith('/api/suppliers/suppliers')) return Response.json({ suppliers, count: 2 });
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// The whole create flow (a supplier and an e-mail, no name) runs in e2e/suppliers.spec.ts.
describe('supplier contact editor', () => {
  it('loads the supplier dropdown with all=true, page 0 and pageSize 100', async () => {
    const fetch = stubApi();
    renderWithProviders(<SupplierContactEditor open onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'New Supplier Contact' })).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const url = new URL(fetch.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/api/suppliers/suppliers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      all: 'true',
      page: '0',
      pageSize: '100',
      sortCol: 'name',
      sortDir: 'asc',
    });
  });

  it('needs an e-mail: Submit without one shows the message and sends nothing', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SupplierContactEditor open onClose={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Staffing' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The users email is required')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
