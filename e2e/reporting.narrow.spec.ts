import { expect, openScreen, test } from './fixtures.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

// Issue 19 at 390 px: the report's chart and table fit the phone; the table scrolls inside its
// own box, never the page.

test('Hours Over Period fits a phone: no sideways page scroll, the table scrolls in its box', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await openScreen(page, '/reporting/hours-over-period?period=year-to-date&interval=month');
  const table = page.getByRole('table', { name: 'Hours per group and interval' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chart summary' })).toBeAttached();
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(390);
  await openScreen(page, '/reporting');
  await expect(page.getByRole('link', { name: /Hours Over Period/ }).first()).toBeVisible();
});
