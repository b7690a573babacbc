import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { rejectedWeek, sampleWeek } from '@/features/timesheets/testing.ts';
import { renderWithProviders } from '@/test/render.tsx';
import MyTimePage from './my-time-page.tsx';

describe('My Time', () => {
  function stubMyTime(week: Week, toFix: boolean) {
    const reply = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const rejected = rejectedWeek('fix').timesheet!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/submit-time/week')) return reply(week);
        if (url.includes('status=rejected'))
          return reply(toFix ? { timesheets: [rejected], count: 1 } : { timesheets: [], count: 0 });
        if (url.includes('/my-timesheets'))
          return reply({ timesheets: [week.timesheet ?? rejected], count: 1 });
        return reply({
          today: '2026-11-25',
          periodStart: '2026-11-21',
          hoursThisWeek: 0,
          hoursThisMonth: 0,
        });
      }),
    );
  }

  it('lists "Rejected — needs your fix" first, and drops Submit this week once it is submitted', async () => {
    stubMyTime(rejectedWeek('fix'), true);
    renderWithProviders(<MyTimePage />, { url: '/my-time', signedIn: true });
    const first = await screen.findByRole(
      'region',
      { name: 'Rejected — needs your fix' },
      { timeout: 10_000 },
    );
    expect(first).toHaveTextContent('Tuesday was a holiday');
    expect(within(first).getByRole('link', { name: /^Fix:/ })).toHaveAttribute(
      'href',
      '/submit?date=2026-11-21',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Rejected — needs your fix');
    await screen.findByText('Website Redesign', {
      selector: 'section[aria-labelledby="this-week-title"] *',
    });
    expect(screen.queryByRole('link', { name: 'Submit this week' })).toBeNull();
  });

  it('offers Submit this week while the week is not submitted, and no fix list without rejections', async () => {
    stubMyTime(sampleWeek(), false);
    renderWithProviders(<MyTimePage />, { url: '/my-time', signedIn: true });
    expect(await screen.findByRole('link', { name: 'Submit this week' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Rejected — needs your fix' })).toBeNull();
  });
});
