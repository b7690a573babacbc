import { expect, openScreen, test } from './fixtures.ts';
import { SMTP_CAPTURE } from './playwright.config.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

// The server whose demo associate keeps the demo password (the desktop run resets the other's).
test.use({ baseURL: `http://127.0.0.1:${SMTP_CAPTURE.app}` });

// At 390 px the week is a day-by-day list: a day picker with each day's total above that
// day's rows, and nothing wider than the screen.
test('the week at 390 px is a day-by-day list that fits the screen', async ({ page }) => {
  await signInAs(page, 'demo', 'associate', DEMO_PASSWORD);
  await expect(page).toHaveURL(/my-time/);
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await openScreen(page, `/submit?date=${lastWeek}`);
  await expect(page.getByRole('heading', { name: 'Submit Timesheet' })).toBeVisible();
  const days = page
    .getByRole('group', { name: 'Day' })
    .or(page.getByRole('tablist', { name: 'Day' }));
  await expect(days.first()).toBeVisible();
  // Its status (the desktop run may have reviewed this week by now).
  await expect(page.getByText(/Pending|Approved|Rejected/).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
