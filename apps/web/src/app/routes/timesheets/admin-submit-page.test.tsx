import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleWeek } from '@/features/timesheets/testing.ts';
import { annUser as ann, stubApi } from '@/features/timesheets-admin/testing.ts';
import { renderWithProviders } from '@/test/render.tsx';
import AdminSubmitPage from './admin-submit-page.tsx';

const ROUTE = '/timesheets/admin-submit';

function stubPage() {
  return stubApi((method, url) => {
    if (url.startsWith('/api/submit-time/week')) return { status: 200, body: sampleWeek() };
    if (url.startsWith('/api/users/v2?')) return { status: 200, body: { users: [ann], count: 1 } };
    return undefined;
  });
}

const renderPage = (url = ROUTE) =>
  renderWithProviders(<AdminSubmitPage />, { url, route: ROUTE, signedIn: true });

describe('Submit Timesheet for User', () => {
  it('asks for a user first and loads nothing until one is chosen', async () => {
    const user = userEvent.setup();
    const requests = stubPage();
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Submit Timesheet for User' }),
    ).toBeVisible();
    expect(screen.getByText('Choose the user whose week you want to enter.')).toBeVisible();
    expect(requests.some((r) => r.url.startsWith('/api/submit-time'))).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: /Ann Example/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`${ROUTE}?userId=ann`);
    expect(await screen.findByText('Sat, Nov 21 – Fri, Nov 27, 2026')).toBeVisible();
    expect(requests.find((r) => r.url.startsWith('/api/submit-time'))?.url).toBe(
      '/api/submit-time/week?userId=ann',
    );
  });

  it("reads and saves the chosen user's week, the user and the week in the URL", async () => {
    const user = userEvent.setup();
    const requests = stubPage();
    renderPage(`${ROUTE}?userId=ann&date=2026-11-24`);
    const cell = await screen.findByRole('textbox', {
      name: 'Website Redesign / General, Monday Nov 23',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Submit Timesheet for User' }),
    ).toBeVisible();
    expect(requests.find((r) => r.url.startsWith('/api/submit-time'))?.url).toBe(
      '/api/submit-time/week?date=2026-11-24&userId=ann',
    );
    await user.click(cell);
    await user.keyboard('{Control>}a{/Control}8');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved')).toBeVisible();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/submit-time/week');
    expect(put.body).toMatchObject({ userId: 'ann', periodStart: '2026-11-21', submit: false });

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`${ROUTE}?userId=ann&date=2026-11-28`);
    await waitFor(() =>
      expect(requests.filter((r) => r.url.startsWith('/api/submit-time')).at(-1)?.url).toBe(
        '/api/submit-time/week?date=2026-11-28&userId=ann',
      ),
    );
  });
});
