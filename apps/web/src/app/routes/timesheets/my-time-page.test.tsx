import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimesheetList } from '@tallysheet/contract/timesheets/timesheets';
import { sampleCard, sampleTimesheet, sampleWeek } from '@/features/timesheets/testing.ts';
import { renderWithProviders } from '@/test/render.tsx';
import MyTimePage from './my-time-page.tsx';

type Reply = { status: number; body: unknown };

/** Answers each API path with its reply, whatever the order the screen asks in. */
function stubApi(replies: Record<string, Reply>) {
  const mock = vi.fn(async (url: string) => {
    const reply = replies[url.split('?')[0]!];
    if (!reply) throw new Error(`unexpected request ${url}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const summary = {
  today: '2026-11-23',
  periodStart: '2026-11-21',
  hoursThisWeek: 12,
  hoursThisMonth: 97.5,
};

function thisWeek() {
  return sampleWeek({
    timesheet: sampleTimesheet({
      totalHours: 12,
      timeCards: [sampleCard({}, { saturday: 4, monday: 8 })],
    }),
  });
}

function lastWeeks(): TimesheetList {
  const rejected = sampleCard({ status: 'rejected' }, { monday: 8 }, '2026-11-14');
  rejected.data.monday = {
    ...rejected.data.monday,
    review: 'rejected',
    reviewComment: 'Please split by task',
    reviewedBy: { kind: 'admin', name: 'Alex Admin', at: '2026-11-20T10:00:00Z' },
  };
  return {
    count: 2,
    timesheets: [
      sampleTimesheet({
        timesheetId: 'acme#ann#20261114_20261120',
        periodStart: '2026-11-14',
        periodEnd: '2026-11-20',
        status: 'rejected',
        totalHours: 8,
        submittedAt: '2026-11-20T08:00:00Z',
        timeCards: [rejected],
      }),
      sampleTimesheet({
        timesheetId: 'acme#ann#20261107_20261113',
        periodStart: '2026-11-07',
        periodEnd: '2026-11-13',
        status: 'approved',
        totalHours: 40,
        submittedAt: '2026-11-13T08:00:00Z',
      }),
    ],
  };
}

const renderPage = () => renderWithProviders(<MyTimePage />, { url: '/my-time', signedIn: true });

describe('Personal Dashboard', () => {
  it('shows the week at a glance, the hours this week and month and the last timesheets', async () => {
    const fetch = stubApi({
      '/api/ts/my-summary': { status: 200, body: summary },
      '/api/submit-time/week': { status: 200, body: thisWeek() },
      '/api/ts/my-timesheets': { status: 200, body: lastWeeks() },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Dashboard' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Submit this week' })).toHaveAttribute(
      'href',
      '/submit',
    );
    expect((await screen.findAllByText('12 h'))[0]).toBeVisible();
    expect(screen.getByText('97.5 h')).toBeVisible();

    const days = await screen.findByRole('list', { name: 'Hours per day' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((day) => day.getAttribute('aria-label')),
    ).toEqual([
      'Saturday Nov 21: 4 hours',
      'Sunday Nov 22: 0 hours',
      'Monday Nov 23: 8 hours, today',
      'Tuesday Nov 24: 0 hours',
      'Wednesday Nov 25: 0 hours',
      'Thursday Nov 26: 0 hours',
      'Friday Nov 27: 0 hours',
    ]);

    const table = await screen.findByRole('table', { name: 'Recent timesheets' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The rejected week, its reviewer's comment on a line of its own, the approved week.
    expect(rows).toHaveLength(3);
    const week = within(rows[0]!).getByRole('link', { name: 'Sat, Nov 14 – Fri, Nov 20, 2026' });
    expect(week).toHaveAttribute('href', '/submit?date=2026-11-14');
    expect(rows[0]).toHaveTextContent('Rejected');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
    expect(within(rows[1]!).getByRole('list', { name: 'Reviewer comments' })).toHaveTextContent(
      'Monday Nov 16 · Website Redesign / General: Please split by task — Alex Admin',
    );
    expect(rows[2]).toHaveTextContent('Approved');
    expect(rows[2]).toHaveTextContent('40');
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/ts/my-timesheets?page=0&pageSize=10',
    );

    await userEvent.click(week);
    expect(screen.getByTestId('location')).toHaveTextContent('/submit?date=2026-11-14');
  });

  it('says "No items" with the call to action when there is no timesheet yet', async () => {
    stubApi({
      '/api/ts/my-summary': {
        status: 200,
        body: { ...summary, hoursThisWeek: 0, hoursThisMonth: 0 },
      },
      '/api/submit-time/week': { status: 200, body: sampleWeek() },
      '/api/ts/my-timesheets': { status: 200, body: { count: 0, timesheets: [] } },
    });
    renderPage();
    expect(await screen.findByText('No items')).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Submit this week' })).toHaveLength(2),
    );
    expect(await screen.findByText('Nothing entered for this week yet.')).toBeVisible();
  });

  it('shows a failed list as an error with Reload, never as empty', async () => {
    stubApi({
      '/api/ts/my-summary': { status: 200, body: summary },
      '/api/submit-time/week': { status: 200, body: thisWeek() },
      '/api/ts/my-timesheets': { status: 500, body: { statusCode: 500, error: 'x', message: 'x' } },
    });
    renderPage();
    expect(await screen.findByText('An error occurred')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByText('No items')).toBeNull();
  });
});
