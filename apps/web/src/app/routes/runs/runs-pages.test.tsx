import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders, stubViewportWidth } from '@/test/render.tsx';
import { numberedRow } from '@/test/picker-server.ts';
import PayRunsPage from './pay-runs-page.tsx';
import InvoiceRunsPage from './invoice-runs-page.tsx';
import { payRun, invoiceRun, requests, stubApi, summary } from './test-runs.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Pay Runs list', () => {
  it('lists each run with its period, status, supplier, hours, totals and maker, linked to its page', async () => {
    stubViewportWidth(1536);
    const fetch = stubApi((url) =>
      url.startsWith('/api/admin/pay-runs?')
        ? Response.json({
            runs: [
              summary(),
              summary({ id: 'run-2', number: 2, status: 'finalised', subjectName: 'Staffing Co' }),
            ],
            count: 2,
          })
        : undefined,
    );
    renderWithProviders(<PayRunsPage />, { url: '/pay-runs', signedIn: true });
    const table = await screen.findByRole('table', { name: 'Pay runs' });
    const link = await within(table).findByRole('link', { name: 'Pay run 3' });
    expect(link.getAttribute('href')).toBe('/pay-runs/run-3');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Nov 01, 2026 – Nov 30, 2026')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByText('All associates')).toBeTruthy();
    expect(within(row).getByText('46.5 h')).toBeTruthy();
    expect(within(row).getByText('$3,920.00')).toBeTruthy();
    expect(within(row).getByText(/^Ada Admin, /)).toBeTruthy();
    const second = within(table).getByRole('link', { name: 'Pay run 2' }).closest('tr')!;
    expect(within(second).getByText('Finalised')).toBeTruthy();
    expect(within(second).getByText('Staffing Co')).toBeTruthy();
    expect(requests(fetch)).toEqual(['GET /api/admin/pay-runs?page=0&pageSize=10']);
  });

  it('pages 10, 25, 50 or 100 runs at a time', async () => {
    stubViewportWidth(1536);
    const fetch = stubApi((url) =>
      url.startsWith('/api/admin/pay-runs?')
        ? Response.json({ runs: [summary()], count: 60 })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<PayRunsPage />, { url: '/pay-runs', signedIn: true });
    await screen.findByRole('link', { name: 'Pay run 3' });
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const sizes = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sizes).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() =>
      expect(requests(fetch)).toContain('GET /api/admin/pay-runs?page=0&pageSize=25'),
    );
  });

  it('says when there are no runs, and offers to make one', async () => {
    stubViewportWidth(390);
    stubApi((url) =>
      url.startsWith('/api/admin/pay-runs?') ? Response.json({ runs: [], count: 0 }) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<PayRunsPage />, { url: '/pay-runs', signedIn: true });
    expect(await screen.findByText('No pay runs')).toBeTruthy();
    const offers = screen.getAllByRole('button', { name: 'New pay run' });
    await user.click(offers[offers.length - 1]!);
    expect(await screen.findByRole('dialog', { name: 'New pay run' })).toBeTruthy();
  });

  it('shows a failed load as an error with Reload, never as empty', async () => {
    stubViewportWidth(1536);
    stubApi((url) =>
      url.startsWith('/api/admin/pay-runs?')
        ? Response.json({ message: 'boom' }, { status: 500 })
        : undefined,
    );
    renderWithProviders(<PayRunsPage />, { url: '/pay-runs', signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading runs')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('No pay runs')).toBeNull();
  });
});

describe('New pay run', () => {
  it('asks for the period, then creates the draft and opens it', async () => {
    stubViewportWidth(1536);
    const fetch = stubApi((url, init) => {
      if (init?.method === 'POST') return Response.json(payRun({ id: 'run-9' }), { status: 201 });
      if (url.startsWith('/api/admin/pay-runs?')) return Response.json({ runs: [], count: 0 });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<PayRunsPage />, { url: '/pay-runs', signedIn: true });
    await screen.findByText('No pay runs');
    await user.click(screen.getAllByRole('button', { name: 'New pay run' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New pay run' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Enter a date')).toHaveLength(2);
    expect(requests(fetch).some((r) => r.startsWith('POST'))).toBe(false);

    await fill(user, within(dialog).getByLabelText(/^From/), '2026-11-30');
    await fill(user, within(dialog).getByLabelText(/^To/), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('from must be on or before to')).toBeTruthy();

    await fill(user, within(dialog).getByLabelText(/^From/), '2026-11-01');
    await fill(user, within(dialog).getByLabelText(/^To/), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Run created')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/pay-runs');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      supplierId: null,
    });
    expect((post[1]?.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pay-runs/run-9'));
  });
});

describe('New invoice run', () => {
  it('needs a client, and sends the grouping chosen', async () => {
    stubViewportWidth(1536);
    const fetch = stubApi((url, init) => {
      if (init?.method === 'POST')
        return Response.json(invoiceRun({ id: 'inv-9' }), { status: 201 });
      if (url.startsWith('/api/admin/invoice-runs?')) return Response.json({ runs: [], count: 0 });
      if (url.startsWith('/api/crm/ps/clients'))
        return Response.json({ clients: [numberedRow('cli', 'Northwind', 1)], count: 1 });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoiceRunsPage />, { url: '/invoice-runs', signedIn: true });
    expect(await screen.findByText('No invoice runs')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'New invoice run' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New invoice run' });
    await fill(user, within(dialog).getByLabelText(/^From/), '2026-11-01');
    await fill(user, within(dialog).getByLabelText(/^To/), '2026-11-30');
    await user.click(within(dialog).getByRole('combobox', { name: 'Group by' }));
    await user.click(screen.getByRole('option', { name: 'Project' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Choose a client')).toBeTruthy();
    expect(requests(fetch).some((r) => r.startsWith('POST'))).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: /Northwind 001/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Run created')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/invoice-runs');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      clientId: 'cli-1',
      groupBy: 'project',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/invoice-runs/inv-9'),
    );
  });
});
