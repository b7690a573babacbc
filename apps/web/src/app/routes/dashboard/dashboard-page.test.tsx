import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardFigures } from '@tallysheet/contract/timesheets/admin';
import { sampleConfig } from '@/test/fixtures.ts';
import { renderWithProviders, stubFetch } from '@/test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

const figures: DashboardFigures = {
  periodStart: '2026-11-21',
  lastWeekStart: '2026-11-14',
  hoursThisWeek: 126.5,
  pendingTimecards: 7,
  rejectedTimecards: 2,
  activeAssociates: 14,
  notSubmittedLastWeek: 3,
};

/** The approval figures' answer (their own tests are beside them). */
const approvals = {
  oldestPending: [],
  since: '2026-08-27T12:00:00.000Z',
  medianTimeToDecision: [],
};

const renderPage = () =>
  renderWithProviders(<DashboardPage />, { url: '/dashboard', signedIn: true });

describe('Company Dashboard', () => {
  it('shows the live figures above the area cards, each a link to the list behind it', async () => {
    const fetch = stubFetch({ status: 200, body: figures });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Company Dashboard' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Company figures' });
    const link = async (name: RegExp) => within(list).findByRole('link', { name });
    // The week's hours open Hours Over Period for the week, by day.
    expect(await link(/^126\.5 h\s*Hours this week/)).toHaveAttribute(
      'href',
      '/reporting/hours-over-period?from=2026-11-21&to=2026-11-27&interval=day',
    );
    expect(await link(/^7\s*Timecards pending approval/)).toHaveAttribute(
      'href',
      '/timesheets/search?status=pending',
    );
    expect(await link(/^2\s*Rejected timecards to fix/)).toHaveAttribute(
      'href',
      '/timesheets/search?status=rejected',
    );
    // The people figures open the people they count, on the dashboard itself.
    expect(await link(/^14\s*Active associates/)).toHaveAttribute(
      'href',
      '/dashboard?figure=activeAssociates',
    );
    expect(await link(/^3\s*Not submitted last week/)).toHaveAttribute(
      'href',
      '/dashboard?figure=notSubmittedLastWeek',
    );
    expect(within(list).getByText('Nov 14 – Nov 20, 2026')).toBeVisible();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/reporting/dashboard');
    // The navigation cards stay below.
    expect(screen.getByRole('list', { name: 'Areas' })).toBeVisible();
    expect(screen.getByRole('link', { name: /All Timesheets/ })).toHaveAttribute(
      'href',
      '/timesheets',
    );
  });

  it("with the Reporting flag off the week's hours are no link: no other screen sums them", async () => {
    stubFetch({ status: 200, body: figures });
    renderWithProviders(<DashboardPage />, {
      url: '/dashboard',
      signedIn: { flags: { ...sampleConfig().featureFlags, Reporting: false } },
    });
    const list = screen.getByRole('list', { name: 'Company figures' });
    expect(await within(list).findByRole('link', { name: /Timecards pending/ })).toBeVisible();
    expect(within(list).getByText('126.5 h')).toBeVisible();
    expect(within(list).queryByRole('link', { name: /Hours this week/ })).toBeNull();
  });

  it('"Not submitted last week" opens exactly those who did not submit, each to submit for', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      { status: 200, body: { ...figures, notSubmittedLastWeek: 1 } },
      { status: 200, body: approvals },
      {
        status: 200,
        body: {
          figure: 'notSubmittedLastWeek',
          weekStart: '2026-11-14',
          people: [{ userId: 'cleo', displayName: 'Cleo Coder', email: 'cleo@example.com' }],
        },
      },
    );
    renderPage();
    await user.click(await screen.findByRole('link', { name: /^1\s*Not submitted last week/ }));
    const dialog = await screen.findByRole('dialog', { name: /Not submitted last week/ });
    expect(fetch.mock.calls[2]?.[0]).toBe(
      '/api/reporting/dashboard/people?figure=notSubmittedLastWeek',
    );
    expect(await within(dialog).findByText('Cleo Coder')).toBeVisible();
    expect(within(dialog).getByText('Week of Nov 14 – Nov 20, 2026 · 1')).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(dialog).getByRole('link', { name: 'Submit for them: Cleo Coder' }),
    ).toHaveAttribute('href', '/timesheets/admin-submit?userId=cleo&date=2026-11-14');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the first visit after Account Setup says what to do next instead of welcoming back', async () => {
    const wizard = {
      step: 3,
      completedSteps: ['company', 'client', 'associates'],
      data: { clientName: 'Northwind', projectName: 'Warehouse Audit', invited: ['Alex'] },
      finished: true,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json(
          url === '/api/onboarding/state'
            ? wizard
            : url === '/api/reporting/dashboard/approvals'
              ? approvals
              : figures,
        ),
      ),
    );
    renderWithProviders(<DashboardPage />, {
      url: '/dashboard',
      signedIn: true,
      state: { setUp: true },
    });
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    const next = await screen.findByText(/is set up\. What to do next:/);
    expect(next).toBeVisible();
    expect(
      await screen.findByText(
        'Alex has been e-mailed a username and a temporary password and can log time on Warehouse Audit at once.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Submit Timesheet' })).toHaveAttribute(
      'href',
      '/submit',
    );
  });

  it('later visits welcome back', async () => {
    stubFetch({ status: 200, body: figures });
    renderPage();
    expect(screen.getByText(/^Welcome back,/)).toBeVisible();
    expect(screen.queryByText(/What to do next/)).toBeNull();
  });

  it('shows placeholders while the figures load, not links to nowhere', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderPage();
    const list = screen.getByRole('list', { name: 'Company figures' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getByText('Timecards pending approval')).toBeVisible();
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
  });

  it('on a failed load shows a small alert with Reload, and the cards still', async () => {
    const user = userEvent.setup();
    stubFetch(
      { status: 500, body: { message: 'boom' } },
      { status: 200, body: approvals },
      { status: 200, body: figures },
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    expect(screen.getByRole('list', { name: 'Areas' })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(
      await screen.findByRole('link', { name: /^7\s*Timecards pending approval/ }),
    ).toBeVisible();
  });
});
