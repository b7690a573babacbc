import { readFileSync } from 'node:fs';
import { expect, openScreen, seriousViolations, settled, test } from './fixtures.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

// Issue 31 §3: the demo tenant has rates, so an administrator opening Hours Over Period over the
// demo associate's weeks sees Billed, Paid and Margin at once (approved hours only), in the
// table at 1536 and 390 px (axe clean at both) and in the CSV export.

const DAY_MS = 86_400_000;
/** This week's Saturday (UTC, the tenant's calendar) plus `days`, as YYYY-MM-DD. */
function fromThisWeek(days: number) {
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const saturday = today.getTime() - ((today.getUTCDay() + 1) % 7) * DAY_MS;
  return new Date(saturday + days * DAY_MS).toISOString().slice(0, 10);
}
/** "$1,234.50" or "-$30.50" as cents. */
const cents = (text: string) => {
  const match = /^(-?)\$([\d,]+)\.(\d\d)$/.exec(text.trim());
  expect(match, text).not.toBeNull();
  const [, sign, whole, fraction] = match!;
  return (sign ? -1 : 1) * (Number(whole!.replaceAll(',', '')) * 100 + Number(fraction));
};

test('an administrator sees what the approved hours bill, cost and earn, at 1536 and 390 px', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  const from = fromThisWeek(-21);
  const to = fromThisWeek(-1);
  await openScreen(
    page,
    `/reporting/hours-over-period?period=custom&from=${from}&to=${to}&interval=week&groupBy=project`,
  );
  const table = page.getByRole('table', { name: 'Hours per group and interval' });
  for (const heading of ['Billed (USD)', 'Paid (USD)', 'Margin (USD)'])
    await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
  await expect(page.getByText('Amounts count approved hours only.')).toBeVisible();

  // The totals row: margin is billed − paid, each a dollar amount.
  const totals = table.locator('tfoot tr').first().getByRole('cell');
  const count = await totals.count();
  const [billed, paid, margin] = await Promise.all(
    [count - 3, count - 2, count - 1].map(async (index) =>
      cents(await totals.nth(index).innerText()),
    ),
  );
  expect(billed).toBeGreaterThan(0);
  expect(margin).toBe(billed! - paid!);

  for (const width of [1536, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await expect(table.getByRole('columnheader', { name: 'Margin (USD)' })).toBeAttached();
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
    // The page never scrolls sideways: the table scrolls in its own box.
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1536, height: 900 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = readFileSync((await (await download).path())!, 'utf8');
  expect(text).toContain('Amounts,Approved hours only');
  expect(text).toContain('Billed (USD),Paid (USD),Margin (USD)');
  const totalLine = text.trim().split('\r\n').at(-1)!.split(',');
  // Billed, paid and margin in major units, then the hours without a bill and a pay rate.
  expect(totalLine.slice(-5, -2).map((value) => Math.round(Number(value) * 100))).toEqual([
    billed,
    paid,
    margin,
  ]);
});
