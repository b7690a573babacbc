import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  adminRow,
  adminTimesheet,
  annUser,
  ENCODED_ID,
  stubApi,
  type SentRequest,
} from '@/features/timesheets-admin/testing.ts';
import { renderWithProviders } from '@/test/render.tsx';
import AllTimesheetsPage from './all-timesheets-page.tsx';

const LIST = '/api/ts/timesheets';

/** The list answers with `rows`; the pickers and the timesheet answer as a small tenant would. */
function stubPage(rows = [adminRow()], list: { status: number; body?: unknown } | null = null) {
  return stubApi((method, url) => {
    if (url.startsWith(`${LIST}?`))
      return list ?? { status: 200, body: { timesheets: rows, count: rows.length } };
    if (url === `/api/ts/doc/${ENCODED_ID}`)
      return { status: 200, body: adminTimesheet(['pending']) };
    if (url.startsWith('/api/users/v2?'))
      return { status: 200, body: { users: [annUser], count: 1 } };
    // The client, project and supplier pickers: empty lists.
    if (method === 'GET')
      return { status: 200, body: { clients: [], projects: [], suppliers: [], count: 0 } };
    return undefined;
  });
}

const listCalls = (requests: SentRequest[]) =>
  requests.filter((r) => r.url.startsWith(`${LIST}?`)).map((r) => r.url);

const renderPage = (url = '/timesheets') =>
  renderWithProviders(<AllTimesheetsPage />, { url, route: '/timesheets', signedIn: true });

describe('All Timesheets', () => {
  it('sends the filters and the page of the URL, computing the period from today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00'));
    const requests = stubPage();
    renderPage('/timesheets?userId=ann&status=pending&period=last-week&page=1&pageSize=25');
    expect(await screen.findByRole('button', { name: 'Ann Example' })).toBeVisible();
    expect(listCalls(requests)).toEqual([
      `${LIST}?page=1&pageSize=25&sortCol=periodStart&sortDir=desc&userId=ann&status=pending&from=2026-11-14&to=2026-11-20`,
    ]);
    expect(screen.getByRole('combobox', { name: 'Associate' })).toHaveValue('Ann Example');
  });

  it('shows each week with its period, submission, hours, status summary and supplier', async () => {
    stubPage([
      adminRow(),
      adminRow({
        timesheetId: 'acme#bob#20261121_20261127',
        userFullName: 'Bob Builder',
        submittedAt: null,
        status: 'draft',
        statusCounts: { draft: 1, pending: 0, approved: 0, rejected: 0 },
        supplierName: null,
        totalHours: 7.5,
      }),
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'All Timesheets' });
    await within(table).findByRole('button', { name: 'Ann Example' });
    const [ann, bob] = within(table).getAllByRole('row').slice(1);
    expect(ann).toHaveTextContent('Sat, Nov 21 – Fri, Nov 27, 2026');
    expect(ann).toHaveTextContent('Nov 27, 2026');
    expect(ann).toHaveTextContent('32');
    expect(ann).toHaveTextContent('Pending');
    expect(ann).toHaveTextContent('2 approved · 1 pending');
    expect(ann).toHaveTextContent('Apex Staffing');
    expect(bob).toHaveTextContent('---');
    expect(bob).toHaveTextContent('7.5');
    expect(bob).toHaveTextContent('Draft');
    expect(screen.getByRole('columnheader', { name: 'Period' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('keeps sort and filters in the URL and asks the server again, from page 0', async () => {
    const user = userEvent.setup();
    const requests = stubPage();
    renderPage('/timesheets?page=2');
    await screen.findByRole('button', { name: 'Ann Example' });
    await user.click(screen.getByRole('button', { name: 'Associate' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/timesheets?sortCol=userFullName&sortDir=asc',
    );
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/timesheets?sortCol=userFullName&sortDir=asc&status=approved',
    );
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toBe(
        `${LIST}?page=0&pageSize=10&sortCol=userFullName&sortDir=asc&status=approved`,
      ),
    );
  });

  it('opens the viewer from a row and keeps it in the URL', async () => {
    const user = userEvent.setup();
    stubPage();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ann Example' }));
    expect(
      await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(`timesheetId=${ENCODED_ID}`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/timesheets$/);
  });

  it('opens the viewer from a link with ?timesheetId=', async () => {
    stubPage();
    renderPage(`/timesheets?timesheetId=${ENCODED_ID}`);
    expect(
      await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' }),
    ).toBeVisible();
  });

  it('says "No items" with a way to enter a week, and "No results for these filters" when filtered', async () => {
    const user = userEvent.setup();
    stubPage([]);
    renderPage();
    expect(await screen.findByText('No items')).toBeVisible();
    expect(
      screen.getAllByRole('button', { name: 'Submit Timesheet for User' }).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    expect(await screen.findByText('No results for these filters')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/timesheets$/);
  });

  it('shows a failed load as an error with Reload, never as empty', async () => {
    stubPage([], { status: 500, body: { message: 'x' } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByText('No items')).toBeNull();
  });
});
