// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme.ts';
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

function renderEditor(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <SupplierContactEditor open onClose={onClose} />
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('supplier contact editor', () => {
  it('loads the supplier dropdown with all=true, page 0 and pageSize 100, and needs an e-mail but no name', async () => {
    const fetch = stubApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderEditor(onClose);
    expect(screen.getByRole('dialog', { name: 'New Supplier Contact' })).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/suppliers/suppliers?all=true&page=0&pageSize=100&sortCol=name&sortDir=asc',
    );

    await user.click(screen.getByRole('combobox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Staffing' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The users email is required')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@acme.test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully created supplier contact')).toBeTruthy();
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('/api/suppliers/contacts');
    expect(JSON.parse(String(init?.body))).toEqual({
      supplierId: 'sup-1',
      name: '',
      description: '',
      email: 'dana@acme.test',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
