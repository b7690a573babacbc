import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubViewportWidth } from '@/test/render.tsx';
import PayRunPage from './pay-run-page.tsx';
import InvoiceRunPage from './invoice-run-page.tsx';
import { invoiceRun, payRun, requests, stubApi } from './test-runs.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openPayRun = () =>
  renderWithProviders(<PayRunPage />, {
    url: '/pay-runs/run-3',
    route: '/pay-runs/:runId',
    signedIn: true,
  });

describe('a pay run’s page', () => {
  it('shows its lines under who pays them, "No rate" where none applies, its totals and the excluded hours', async () => {
    stubViewportWidth(1536);
    stubApi((url) => (url === '/api/admin/pay-runs/run-3' ? Response.json(payRun()) : undefined));
    openPayRun();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay run 3' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Nov 01, 2026 – Nov 30, 2026')).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Lines' });
    const headings = within(lines)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings.slice(0, 6)).toEqual([
      'Associate',
      'Regular',
      'Overtime',
      'Holiday',
      'Pay rate',
      'Amount',
    ]);
    const ava = within(lines).getByRole('rowheader', { name: 'Ava Associate' }).closest('tr')!;
    expect(
      within(ava)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40 h', '6.5 h', '0 h', '$80.00', '$3,980.00']);
    const sam = within(lines).getByRole('rowheader', { name: 'Sam Supplied' }).closest('tr')!;
    expect(within(sam).getByText('No rate')).toBeTruthy();
    // Supplied associates sit under their supplier, after those paid directly.
    const groups = within(lines)
      .getAllByRole('columnheader')
      .slice(6)
      .map((cell) => cell.textContent);
    expect(groups).toEqual(['Paid directly', 'Supplied by Staffing Co']);
    const section = screen.getByRole('region', { name: 'Lines' });
    expect(within(section).getByText('$3,980.00', { selector: 'p' })).toBeTruthy();
    const excluded = screen.getByRole('region', { name: 'Excluded: not approved' });
    expect(within(excluded).getByRole('rowheader', { name: 'Ben Pending' })).toBeTruthy();
    expect(within(excluded).getAllByText('7.5 h')).toHaveLength(2);
    // A draft is finalised, not voided; its files are CSV and XLSX.
    expect(screen.getByRole('button', { name: 'Finalise' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    const exports = screen.getByRole('group', { name: 'Export' });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Export CSV', 'Export XLSX']);
  });

  it('offers no Finalise, exports or total for a draft with no approved hours', async () => {
    stubViewportWidth(1536);
    stubApi((url) =>
      url === '/api/admin/pay-runs/run-3'
        ? Response.json(payRun({ lines: [], totals: [] }))
        : undefined,
    );
    openPayRun();
    expect(await screen.findByText('No approved hours to include in this period')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finalise' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Export' })).toBeNull();
    const section = screen.getByRole('region', { name: 'Lines' });
    expect(within(section).queryByText('Total')).toBeNull();
  });

  it('shows each line as a card of labelled figures on a phone', async () => {
    stubViewportWidth(390);
    stubApi((url) => (url === '/api/admin/pay-runs/run-3' ? Response.json(payRun()) : undefined));
    openPayRun();
    const list = await screen.findByRole('list', { name: 'Paid directly' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Ava Associate')).toBeTruthy();
    expect(within(card).getByText('Overtime').nextElementSibling?.textContent).toBe('6.5 h');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('finalises a draft after a confirmation that its hours become paid and its days locked', async () => {
    stubViewportWidth(1536);
    let finalised = false;
    const fetch = stubApi((url, init) => {
      if (url === '/api/admin/pay-runs/run-3/finalise' && init?.method === 'POST') {
        finalised = true;
        return Response.json(payRun({ status: 'finalised' }));
      }
      if (url === '/api/admin/pay-runs/run-3')
        return Response.json(
          finalised
            ? payRun({
                status: 'finalised',
                finalisedBy: 'Ada Admin',
                finalisedAt: '2026-12-02T09:00:00Z',
              })
            : payRun(),
        );
      return undefined;
    });
    const user = userEvent.setup();
    openPayRun();
    await user.click(await screen.findByRole('button', { name: 'Finalise' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Finalise this run?' });
    expect(within(confirm).getByText(/become paid/)).toBeTruthy();
    expect(within(confirm).getByText(/days become locked/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Finalise' }));
    expect(await screen.findByText('Run finalised')).toBeTruthy();
    expect(requests(fetch)).toContain('POST /api/admin/pay-runs/run-3/finalise');
    expect(await screen.findByRole('button', { name: 'Void' })).toBeTruthy();
    expect(screen.getByText('Finalised', { selector: 'span' })).toBeTruthy();
  });

  it('says why finalising failed in the server’s words', async () => {
    stubViewportWidth(1536);
    stubApi((url, init) => {
      if (init?.method === 'POST')
        return Response.json(
          {
            message:
              'The approved hours of this period changed since the run was drawn up: create it again',
          },
          { status: 409 },
        );
      if (url === '/api/admin/pay-runs/run-3') return Response.json(payRun());
      return undefined;
    });
    const user = userEvent.setup();
    openPayRun();
    await user.click(await screen.findByRole('button', { name: 'Finalise' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Finalise this run?' });
    await user.click(within(confirm).getByRole('button', { name: 'Finalise' }));
    expect(
      await screen.findByText(
        'Error finalising run: The approved hours of this period changed since the run was drawn up: create it again',
      ),
    ).toBeTruthy();
  });

  it('voids a finalised run only with a reason', async () => {
    stubViewportWidth(1536);
    const fetch = stubApi((url, init) => {
      if (url === '/api/admin/pay-runs/run-3/void' && init?.method === 'POST')
        return Response.json(payRun({ status: 'voided' }));
      if (url === '/api/admin/pay-runs/run-3')
        return Response.json(
          payRun({ status: 'finalised', finalisedBy: 'Ada', finalisedAt: '2026-12-02T09:00:00Z' }),
        );
      return undefined;
    });
    const user = userEvent.setup();
    openPayRun();
    expect(screen.queryByRole('button', { name: 'Finalise' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void this run?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    expect(requests(fetch).some((r) => r.startsWith('POST'))).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for voiding/ }),
      'Wrong period',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Run voided')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/pay-runs/run-3/void');
    expect(JSON.parse(String(post[1]?.body))).toEqual({ reason: 'Wrong period' });
  });

  it('says a run that is not there is not found', async () => {
    stubViewportWidth(1536);
    stubApi((url) =>
      url === '/api/admin/pay-runs/run-3'
        ? Response.json({ message: 'Run not found' }, { status: 404 })
        : undefined,
    );
    openPayRun();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Run not found')).toBeTruthy();
  });
});

describe('an invoice run’s page', () => {
  it('shows project, associate, kind, hours, bill rate and amount, and the total in the client’s currency', async () => {
    stubViewportWidth(1536);
    stubApi((url) =>
      url === '/api/admin/invoice-runs/inv-1' ? Response.json(invoiceRun()) : undefined,
    );
    renderWithProviders(<InvoiceRunPage />, {
      url: '/invoice-runs/inv-1',
      route: '/invoice-runs/:runId',
      signedIn: true,
    });
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Project', 'Associate', 'Kind', 'Hours', 'Bill rate', 'Amount']);
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ava Associate', 'Regular', '40 h', '€120.50', '€4,820.00']);
    expect(within(rows[1]!).getByText('No rate')).toBeTruthy();
    expect(screen.getByText('€4,820.00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Northwind')).toBeTruthy();
    expect(screen.getByText('Project × associate')).toBeTruthy();
  });

  it('downloads the QuickBooks Online import under the server’s name', async () => {
    stubViewportWidth(1536);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const fetch = stubApi((url) => {
        if (url === '/api/admin/invoice-runs/inv-1?format=qbo')
          return new Response('InvoiceNo,Customer\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="invoice-run-3-qbo.csv"',
            },
          });
        if (url === '/api/admin/invoice-runs/inv-1') return Response.json(invoiceRun());
        return undefined;
      });
      const user = userEvent.setup();
      renderWithProviders(<InvoiceRunPage />, {
        url: '/invoice-runs/inv-1',
        route: '/invoice-runs/:runId',
        signedIn: true,
      });
      const exports = await screen.findByRole('group', { name: 'Export' });
      expect(
        within(exports)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        'Export CSV',
        'Export XLSX',
        'Export QuickBooks Online',
        'Export Xero',
        'Export PDF',
      ]);
      await user.click(within(exports).getByRole('button', { name: 'Export QuickBooks Online' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(requests(fetch)).toContain('GET /api/admin/invoice-runs/inv-1?format=qbo');
      const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
      expect(link.download).toBe('invoice-run-3-qbo.csv');
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });
});
