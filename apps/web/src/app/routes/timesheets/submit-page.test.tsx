import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleWeek } from '@/features/timesheets/testing.ts';
import { renderWithProviders, stubFetch } from '@/test/render.tsx';
import SubmitPage from './submit-page.tsx';

const renderPage = (url = '/submit') =>
  renderWithProviders(<SubmitPage />, { url, route: '/submit', signedIn: true });

describe('Submit Timesheet', () => {
  it('opens this week when the URL names none, with skeletons first', async () => {
    const fetch = stubFetch({ status: 200, body: sampleWeek() });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Timesheet' })).toBeVisible();
    expect(screen.getByTestId('week-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('Sat, Nov 21 – Fri, Nov 27, 2026')).toBeVisible();
    expect(fetch.mock.calls[0]![0]).toBe('/api/submit-time/week');
  });

  it('opens the week of the date in the URL and keeps the week in the URL while moving', async () => {
    const next = sampleWeek({
      periodStart: '2026-11-28',
      periodEnd: '2026-12-04',
      today: '2026-11-23',
    });
    const fetch = stubFetch({ status: 200, body: sampleWeek() }, { status: 200, body: next });
    renderPage('/submit?date=2026-11-24');
    expect(await screen.findByText('Sat, Nov 21 – Fri, Nov 27, 2026')).toBeVisible();
    expect(fetch.mock.calls[0]![0]).toBe('/api/submit-time/week?date=2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Sat, Nov 28 – Fri, Dec 04, 2026')).toBeVisible();
    expect(fetch.mock.calls[1]![0]).toBe('/api/submit-time/week?date=2026-11-28');
    expect(screen.getByTestId('location')).toHaveTextContent('/submit?date=2026-11-28');
    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/submit$/);
  });

  it('says "Error Fetching Timesheet" with a Reload Timesheet button', async () => {
    stubFetch(
      { status: 500, body: { statusCode: 500, error: 'Server Error', message: 'boom' } },
      { status: 200, body: sampleWeek() },
    );
    renderPage();
    expect(await screen.findByText('Error Fetching Timesheet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Timesheet' }));
    expect(await screen.findByText('Sat, Nov 21 – Fri, Nov 27, 2026')).toBeVisible();
  });
});
