import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import { SupplierEditor } from './supplier-editor.tsx';

describe('supplier editor', () => {
  it('creates the supplier and the contacts added inline in one call', async () => {
    const fetch = stubFetch({ status: 201, body: { supplierId: 'sup-1' } });
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SupplierEditor open onClose={onClose} onSaved={onSaved} />);

    const dialog = screen.getByRole('dialog', { name: 'New Supplier' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await fill(user, name, 'Acme Staffing');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'Contractors');

    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const first = screen.getByRole('group', { name: 'Contact 1' });
    await fill(user, within(first).getByRole('textbox', { name: 'Name' }), 'Dana Reyes');
    await fill(user, within(first).getByRole('textbox', { name: 'Email' }), 'dana@acme.test');
    await fill(
      user,
      within(first).getByRole('textbox', { name: 'Description' }),
      'Account manager',
    );
    const second = screen.getByRole('group', { name: 'Contact 2' });
    await fill(user, within(second).getByRole('textbox', { name: 'Email' }), 'billing@acme.test');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully created supplier')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/suppliers/suppliers');
    expect(init?.method).toBe('POST');
    expect(sentBody(fetch, 0)).toEqual({
      name: 'Acme Staffing',
      description: 'Contractors',
      contacts: [
        { name: 'Dana Reyes', description: 'Account manager', email: 'dana@acme.test' },
        { name: '', description: '', email: 'billing@acme.test' },
      ],
    });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'sup-1' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not send a supplier without a name or a contact without a valid e-mail', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<SupplierEditor open onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    await fill(user, within(contact).getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('A supplier name is required')).toBeTruthy();
    expect(within(contact).getByText('Invalid email address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with Keep Window Open, stays open after a create and starts a new supplier', async () => {
    stubFetch({ status: 201, body: { supplierId: 'sup-2' } });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SupplierEditor open onClose={onClose} />);
    await user.click(screen.getByRole('switch', { name: 'Keep Window Open' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await fill(user, name, 'Bravo Partners');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully created supplier')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it('keeps the typed values and toasts the error when the create fails', async () => {
    stubFetch({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SupplierEditor open onClose={onClose} />);
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Charlie Co');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error creating supplier')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Charlie Co',
    );
  });

  it('in edit mode shows the supplier, its contacts table and archives from the more menu', async () => {
    const supplier = {
      id: 'sup-9',
      name: 'Delta Talent',
      description: 'Nearshore',
      isArchived: false,
      isDeleted: false,
      createdAt: '2026-01-05T10:00:00Z',
      updatedAt: '2026-02-05T10:00:00Z',
    };
    const requests: string[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/suppliers/contacts'))
        return Response.json({ contacts: [], count: 0 });
      if (init?.method === 'PUT') return new Response(null, { status: 204 });
      return Response.json(supplier);
    });
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SupplierEditor open supplierId="sup-9" onClose={vi.fn()} onSaved={onSaved} />,
    );

    const heading = await screen.findByRole('heading', { name: 'Editing Supplier - Delta Talent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText('You do not have any contacts for this supplier')).toBeTruthy();
    expect(requests).toContain(
      'GET /api/suppliers/contacts?page=0&pageSize=10&sortCol=updatedAt&sortDir=desc&all=true&supplierId=sup-9',
    );

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(await screen.findByText('Successfully archived supplier')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/suppliers/suppliers/sup-9');
    expect(JSON.parse(String(put[1]?.body))).toEqual({ isArchived: true });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'update', id: 'sup-9' });
  });
});
