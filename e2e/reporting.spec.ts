import { readFileSync } from 'node:fs';
import { expect, openScreen, test } from './fixtures.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

// Issue 19: an administrator follows the dashboard's hours into Hours Over Period, chooses the
// weeks the demo associate worked, groups by supplier by week, checks the chart against the
// table, opens a figure in Search Timecards and takes the numbers away as CSV and XLSX.

const DAY_MS = 86_400_000;
/** This week's Saturday (UTC, the tenant's calendar) plus `days`, as YYYY-MM-DD. */
function fromThisWeek(days: number) {
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const saturday = today.getTime() - ((today.getUTCDay() + 1) % 7) * DAY_MS;
  return new Date(saturday + days * DAY_MS).toISOString().slice(0, 10);
}

test('an administrator reads where the hours went by week and supplier, and exports them', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await page.getByRole('link', { name: /Hours this week/ }).click();
  await expect(page).toHaveURL(
    `/reporting/hours-over-period?from=${fromThisWeek(0)}&to=${fromThisWeek(6)}&interval=day`,
  );
  await expect(page.getByRole('heading', { name: 'Report - Hours Over Period' })).toBeVisible();

  // The demo associate's three submitted weeks: a custom period.
  const from = fromThisWeek(-21);
  const to = fromThisWeek(-1);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Custom range' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  const fromBox = page.getByRole('textbox', { name: 'From', exact: true });
  await fromBox.fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await page.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: 'Week' }).click();
  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Supplier' }).click();
  await expect(page).toHaveURL(/groupBy=supplier/);
  await expect(page).toHaveURL(/period=custom/);

  const table = page.getByRole('table', { name: 'Hours per group and interval' });
  await expect(table.getByRole('columnheader', { name: 'Supplier' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'No supplier' })).toBeVisible();
  const total = (await table.getByTestId('report-total').textContent())!;
  expect(Number(total)).toBeGreaterThan(0);

  // The chart draws a bar per week with hours; its text alternative says the same totals.
  await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
  expect(await page.locator('.MuiBarChart-element').count()).toBeGreaterThanOrEqual(3);
  const summary = page.getByRole('list', { name: 'Chart summary' });
  const lines = await summary.getByRole('listitem').allTextContents();
  expect(lines).toHaveLength(3);
  const sum = lines
    .map((line) => Number(/: ([\d.,]+) h/.exec(line)![1]!.replace(',', '')))
    .reduce((a, b) => a + b, 0);
  expect(sum).toBe(Number(total));

  // Exports: the CSV's totals row and the XLSX file.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`hours-over-period-${from}-${to}.csv`);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain(`Period,${from},${to}`);
  expect(text).toContain('Group by,Supplier');
  expect(text.trim().split('\r\n').at(-1)).toMatch(new RegExp(`^Total,.*,${total},`));
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe(`hours-over-period-${from}-${to}.xlsx`);
  expect(
    readFileSync((await xlsx.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // A figure opens Search Timecards with the same period.
  await table.getByRole('link', { name: /^No supplier, total:/ }).click();
  await expect(page).toHaveURL(`/timesheets/search?period=custom&from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'Search Timecards' })).toBeVisible();
  // And Search Timecards goes back to the report with its filters.
  await page.getByRole('link', { name: 'Hours Over Period' }).click();
  await expect(page).toHaveURL(`/reporting/hours-over-period?period=custom&from=${from}&to=${to}`);
});

test('a From typed with the keyboard, digit by digit, is kept whole in the field and the URL', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
  await openScreen(page, '/reporting/hours-over-period?period=custom');
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  // The month segment first, as a person clicks into the field; the year passes 0002, 0020 …
  await from.click({ position: { x: 16, y: 18 } });
  await page.keyboard.type('10312026', { delay: 50 });
  await expect(page).toHaveURL(/period=custom&from=2026-10-31/);
  await expect(from).toHaveValue('2026-10-31');
});
