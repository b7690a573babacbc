import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
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
    expect(await link(/^14\s*Active associates/)).toHaveAttribute('href', '/users');
    expect(await link(/^3\s*Not submitted last week/)).toHaveAttribute(
      'href',
      '/timesheets?from=2026-11-14&to=2026-11-20',
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

  it("with the Reporting flag off the week's hours open the week's timesheets", async () => {
    stubFetch({ status: 200, body: figures });
    renderWithProviders(<DashboardPage />, {
      url: '/dashboard',
      signedIn: { flags: { ...sampleConfig().featureFlags, Reporting: false } },
    });
    expect(
      await screen.findByRole('link', { name: /^126\.5 h\s*Hours this week/ }),
    ).toHaveAttribute('href', '/timesheets?from=2026-11-21&to=2026-11-27');
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
    stubFetch({ status: 500, body: { message: 'boom' } }, { status: 200, body: figures });
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
