import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '@/test/render.tsx';
import SuppliersPage from './suppliers-page.tsx';

const supplier = (n: number, change: object = {}) => ({
  id: `sup-${n}`,
  name: `Supplier ${n}`,
  description: '',
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
  ...change,
});

/**
 * A fake suppliers API: the list answers by the archived filter and the search (q=zz finds
 * nothing, another q finds Supplier 2); POST creates sup-3.
 */
function stubSuppliersApi() {
  const requests: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${url}`);
    if (init?.method === 'POST') return Response.json({ supplierId: 'sup-3' }, { status: 201 });
    if (url.includes('archived=true') || url.includes('q=zz'))
      return Response.json({ suppliers: [], count: 0 });
    if (url.includes('q=')) return Response.json({ suppliers: [supplier(2)], count: 1 });
    return Response.json({ suppliers: [supplier(1), supplier(2)], count: 2 });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

describe('suppliers page', () => {
  it('lists active suppliers, and the Archived filter shows its own no-results state', async () => {
    const requests = stubSuppliersApi();
    const user = userEvent.setup();
    renderWithProviders(<SuppliersPage />, { url: '/suppliers' });
    expect(screen.getByRole('heading', { name: 'Suppliers', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Supplier 1' })).toBeTruthy();
    expect(requests[0]).toBe(
      'GET /api/suppliers/suppliers?page=0&pageSize=10&sortCol=updatedAt&sortDir=desc&archived=false',
    );

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('No results for these filters')).toBeTruthy();
    expect(requests.at(-1)).toContain('archived=true');
  });

  it('the search box asks for q once the typing pauses; no match says so and Clear filters ends the search', async () => {
    const requests = stubSuppliersApi();
    const user = userEvent.setup();
    renderWithProviders(<SuppliersPage />, { url: '/suppliers' });
    await screen.findByRole('button', { name: 'Supplier 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' sup 2 ');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Supplier 1' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Supplier 2' })).toBeTruthy();
    expect(requests.filter((r) => r.includes('q='))).toEqual([
      'GET /api/suppliers/suppliers?page=0&pageSize=10&sortCol=updatedAt&sortDir=desc&archived=false&q=sup%202',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No results for \u201czz\u201d')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: 'Supplier 1' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('after a create the list sorts by createdAt descending', async () => {
    const requests = stubSuppliersApi();
    const user = userEvent.setup();
    renderWithProviders(<SuppliersPage />, { url: '/suppliers' });
    await screen.findByRole('button', { name: 'Supplier 1' });
    await user.click(screen.getAllByRole('button', { name: 'New Supplier' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New Supplier' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Echo Staffing');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully created supplier')).toBeTruthy();
    await waitFor(() =>
      expect(requests.at(-1)).toBe(
        'GET /api/suppliers/suppliers?page=0&pageSize=10&sortCol=createdAt&sortDir=desc&archived=false',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Supplier' })).toBeNull());
  });
});
