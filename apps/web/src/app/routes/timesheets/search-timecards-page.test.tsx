import '@testing-library/jest-dom/vitest';
import { ACME_WEBSITE } from '@/test/fixtures.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TimecardHit } from '@tallysheet/contract/timesheets/admin';
import { renderWithProviders } from '@/test/render.tsx';
import SearchTimecardsPage from './search-timecards-page.tsx';

type Reply = { status: number; body?: unknown; headers?: Record<string, string>; raw?: string };

const EMPTY_LISTS: Record<string, unknown> = {
  '/api/crm/ps/clients': { clients: [], count: 0 },
  '/api/crm/ps/projects': { projects: [], count: 0 },
  '/api/crm/ps/tasks': { tasks: [], count: 0 },
  '/api/suppliers/suppliers': { suppliers: [], count: 0 },
  '/api/users/v2': { users: [], count: 0 },
};

/**
 * The search's answers in order (one per search), the export's, and empty dropdown lists for
 * the filters' pickers.
 */
function stubApi({ searches = [], exports = [] }: { searches?: Reply[]; exports?: Reply[] }) {
  const mock = vi.fn(async (url: string) => {
    const path = url.split('?')[0]!;
    let reply: Reply | undefined;
    if (path === '/api/ts/search-timecards')
      reply = searches.length > 1 ? searches.shift() : searches[0];
    else if (path === '/api/ts/search-timecards/export') reply = exports.shift();
    else if (EMPTY_LISTS[path]) reply = { status: 200, body: EMPTY_LISTS[path] };
    if (!reply) throw new Error(`unexpected request ${url}`);
    return new Response(reply.raw ?? JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const searchUrls = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/ts/search-timecards?'));

const hit = (change: Partial<TimecardHit> = {}): TimecardHit => ({
  timesheetId: 'acme#ann#20261121_20261127',
  userId: 'ann',
  userFullName: 'Ann Example',
  supplierId: null,
  supplierName: null,
  periodStart: '2026-11-21',
  periodEnd: '2026-11-27',
  ...ACME_WEBSITE,
  taskId: 'tsk-1d',
  taskName: 'General',
  status: 'pending',
  totalHours: 12.5,
  descriptions: ['', 'Kick-off call', 'Checkout design review with the client'],
  ...change,
});

const renderPage = (search = '') =>
  renderWithProviders(<SearchTimecardsPage />, {
    url: `/timesheets/search${search}`,
    signedIn: true,
  });

describe('Search Timecards', () => {
  it('sends the filters in the URL as the search query', async () => {
    const fetch = stubApi({
      searches: [{ status: 200, body: { timecards: [hit()], count: 1, totalHours: 12.5 } }],
    });
    renderPage(
      '?status=pending&clientId=cli-1&userId=ann&period=custom&from=2026-11-01&to=2026-11-30&text=design',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Search Timecards' })).toBeVisible();
    await screen.findByText('1 timecard · 12.5 hours');
    expect(searchUrls(fetch)).toEqual([
      '/api/ts/search-timecards?clientId=cli-1&userId=ann&status=pending&from=2026-11-01&to=2026-11-30&text=design&sortCol=periodStart&sortDir=desc&page=0&pageSize=10',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search descriptions' })).toHaveValue('design');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it('a filter change searches again from page 0 and keeps the filters in the URL', async () => {
    const user = userEvent.setup();
    const fetch = stubApi({
      searches: [{ status: 200, body: { timecards: [hit()], count: 30, totalHours: 1204.75 } }],
    });
    renderPage('?page=2');
    // The hours of every match, not only the page's.
    await screen.findByText('30 timecards · 1,204.75 hours');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/timesheets/search?status=rejected',
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search descriptions' }), 'checkout');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/timesheets/search?status=rejected&text=checkout',
      ),
    );
    await waitFor(() =>
      expect(searchUrls(fetch).at(-1)).toBe(
        '/api/ts/search-timecards?status=rejected&text=checkout&sortCol=periodStart&sortDir=desc&page=0&pageSize=10',
      ),
    );
    // Debounced: one search for the whole word, none per keystroke.
    expect(searchUrls(fetch).filter((url) => url.includes('text='))).toHaveLength(1);
    expect(searchUrls(fetch)[0]).toContain('page=2');
  });

  it('past 1,000 matches says "1,000+" and the pager still goes to the next page', async () => {
    const user = userEvent.setup();
    const page = (count: number, from: number) =>
      Array.from({ length: count }, (_, i) =>
        hit({ timesheetId: `acme#ann#${from + i}`, totalHours: 1 }),
      );
    const capped = { count: 1000, countCapped: true, totalHours: null };
    const fetch = stubApi({
      searches: [
        { status: 200, body: { ...capped, timecards: page(10, 0) } },
        { status: 200, body: { ...capped, timecards: page(10, 10) } },
      ],
    });
    renderPage();
    // No hours past the cap: they were not summed.
    await screen.findByText('1,000+ timecards');
    expect(screen.getByText('1–10 of 1,000+')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('11–20 of 1,000+');
    expect(searchUrls(fetch).at(-1)).toContain('page=1&pageSize=10');
  });

  it('on the last page past 1,000 the pager gives the total its rows show', async () => {
    stubApi({
      searches: [
        {
          status: 200,
          body: { count: 1000, countCapped: true, totalHours: null, timecards: [hit()] },
        },
      ],
    });
    renderPage('?page=100');
    await screen.findByText('1,001–1,001 of 1,001');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('lists each timecard with a link to its timesheet, its status and the matching description', async () => {
    const user = userEvent.setup();
    const fetch = stubApi({
      searches: [{ status: 200, body: { timecards: [hit()], count: 1, totalHours: 12.5 } }],
    });
    renderPage('?text=design');
    const link = await screen.findByRole('link', { name: /^Ann Example/ });
    const table = screen.getByRole('table', { name: 'Timecards' });
    const row = link.closest('tr')!;
    expect(link).toHaveAttribute('href', '/timesheets?timesheetId=acme%23ann%2320261121_20261127');
    expect(row).toHaveTextContent('Nov 21 – Nov 27, 2026');
    expect(row).toHaveTextContent('Acme Corp / Website Redesign / General');
    expect(row).toHaveTextContent('12.5');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('Checkout design review with the client');
    expect(row.querySelector('mark')).toHaveTextContent('design');

    await user.click(within(table).getByRole('button', { name: 'Associate' }));
    await waitFor(() =>
      expect(searchUrls(fetch).at(-1)).toContain('sortCol=userFullName&sortDir=asc'),
    );
    expect(within(table).getByRole('columnheader', { name: 'Associate' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('shows "No items" without filters, "No results for these filters" with them, and the error with Reload', async () => {
    const user = userEvent.setup();
    stubApi({ searches: [{ status: 200, body: { timecards: [], count: 0, totalHours: 0 } }] });
    const { unmount } = renderPage();
    expect(await screen.findByText('No items')).toBeVisible();
    unmount();

    stubApi({ searches: [{ status: 200, body: { timecards: [], count: 0, totalHours: 0 } }] });
    const second = renderPage('?status=approved');
    expect(await screen.findByText('No results for these filters')).toBeVisible();
    await user.click(
      within(screen.getByRole('table', { name: 'Timecards' })).getByRole('button', {
        name: 'Clear filters',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/timesheets\/search$/),
    );
    second.unmount();

    stubApi({
      searches: [
        { status: 500, body: { message: 'boom' } },
        { status: 200, body: { timecards: [hit()], count: 1, totalHours: 12.5 } },
      ],
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred');
    expect(screen.queryByText('No items')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('link', { name: /^Ann Example/ })).toBeVisible();
  });

  it('Export CSV downloads the export of the same filters and saves it under the server’s name', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs: stand in for them, and put things back afterwards.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => click.mockRestore());
    const csv = 'Associate,Week\nAnn Example,2026-11-21\n';
    const fetch = stubApi({
      searches: [{ status: 200, body: { timecards: [hit()], count: 1, totalHours: 12.5 } }],
      exports: [
        {
          status: 200,
          raw: csv,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="timecards-20261127.csv"',
          },
        },
      ],
    });
    renderPage('?status=pending&projectId=prj-1&sortCol=totalHours&sortDir=asc');
    await screen.findByText('1 timecard · 12.5 hours');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText(/Saved timecards-20261127\.csv/)).toBeVisible();
    const exportUrl = fetch.mock.calls
      .map(([url]) => url)
      .find((url) => url.startsWith('/api/ts/search-timecards/export'));
    expect(exportUrl).toBe(
      '/api/ts/search-timecards/export?projectId=prj-1&status=pending&sortCol=totalHours&sortDir=asc&format=csv',
    );
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('timecards-20261127.csv');
    expect(link.href).toBe('blob:export');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toBe(csv);
  });

  it('the "Saved …" notice of an export goes when the filters change: it spoke of other rows', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => click.mockRestore());
    stubApi({
      searches: [{ status: 200, body: { timecards: [hit()], count: 1, totalHours: 12.5 } }],
      exports: [
        {
          status: 200,
          raw: 'Associate\n',
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="timecards-20261127.csv"',
          },
        },
      ],
    });
    renderPage();
    await screen.findByText('1 timecard · 12.5 hours');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/Saved timecards-20261127\.csv/)).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(screen.queryByText(/Saved timecards-20261127\.csv/)).toBeNull());
  });

  it('a failed export says so and leaves the buttons ready', async () => {
    const user = userEvent.setup();
    stubApi({
      searches: [{ status: 200, body: { timecards: [hit()], count: 1, totalHours: 12.5 } }],
      exports: [{ status: 500, body: { message: 'Export failed' } }],
    });
    renderPage();
    await screen.findByText('1 timecard · 12.5 hours');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByText('Could not export the timecards: Export failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeEnabled();
  });
});
