import { expect, openScreen, test, type Page } from './fixtures.ts';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { SMTP_CAPTURE } from './playwright.config.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

// The administrator's half of the loop (A§2.2, A§4): from the dashboard's pending figure to a
// pending week; a day rejected with a comment; resubmission allowed and used by the associate;
// the week approved; its PDF carries an approval fingerprint that the public verify call confirms.

// The server whose demo associate keeps the demo password (the desktop run resets the other's).
test.use({ baseURL: `http://127.0.0.1:${SMTP_CAPTURE.app}` });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
/** Last week's Saturday (UTC, as the demo seeds it) and its label "Sat, Nov 14 – Fri, Nov 20, 2026". */
function lastWeek() {
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const start = new Date(today.getTime() - ((today.getUTCDay() + 1) % 7) * DAY_MS - 7 * DAY_MS);
  const end = new Date(start.getTime() + 6 * DAY_MS);
  const part = (date: Date, weekday: string) =>
    `${weekday}, ${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}`;
  return {
    periodStart: start.toISOString().slice(0, 10),
    label: `${part(start, 'Sat')} – ${part(end, 'Fri')}, ${end.getUTCFullYear()}`,
    /** Its start as the search results show it: "Nov 14" (a leading zero or not). */
    starts: new RegExp(`${MONTHS[start.getUTCMonth()]} 0?${start.getUTCDate()} –`),
  };
}

async function openMenuItem(page: Page, name: string) {
  const viewer = page.getByRole('dialog', { name: /Viewing timesheet for Ava Associate/ });
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('an administrator reviews a pending week from the dashboard, the associate resubmits, the approved PDF verifies', async ({
  page,
  browser,
}) => {
  // Two people's sessions and a PDF: more than the default time on a busy machine.
  test.slow();
  const week = lastWeek();
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await page.getByRole('link', { name: /Timecards pending approval/ }).click();
  await expect(page).toHaveURL(/\/timesheets\/search\?.*status=pending/);
  const row = page.getByRole('row').filter({ hasText: week.starts }).first();
  await row.getByRole('link', { name: 'Ava Associate' }).click();
  await expect(page).toHaveURL(/\/timesheets\?.*timesheetId=/);
  const timesheetId = new URL(page.url()).searchParams.get('timesheetId')!;

  await openMenuItem(page, 'Review Timesheet');
  await expect(page).toHaveURL(/admin-review\?timesheetId=/);
  const pipeline = page.getByRole('region', { name: /Pipeline development/ });
  const thursday = pipeline.getByRole('group', { name: /^Decision for Thursday/ });
  await thursday.getByRole('button', { name: 'Reject' }).click();
  await pipeline
    .getByRole('textbox', { name: /^Review comment, Thursday/ })
    .fill('Thursday was the office closure: please move these hours.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review saved')).toBeVisible();

  await expect(page).toHaveURL(/\/timesheets\?.*timesheetId=/);
  await openMenuItem(page, 'Allow Resubmission');
  // Confirmed first; then the menu offers to revoke it rather than allow it again.
  const confirm = page.getByRole('alertdialog', { name: 'Allow resubmission?' });
  await confirm.getByRole('button', { name: 'Allow Resubmission' }).click();
  await expect(page.getByText('Successfully updated resubmission status')).toBeVisible();
  const viewer = page.getByRole('dialog', { name: /Viewing timesheet for Ava Associate/ });
  await viewer.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Revoke Resubmission' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Allow Resubmission' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The associate corrects the rejected day and submits the week again.
  const associate = await browser.newContext();
  const own = await associate.newPage();
  await signInAs(own, 'demo', 'associate', DEMO_PASSWORD);
  await expect(own).toHaveURL(/my-time/);
  await openScreen(own, `/submit?date=${week.periodStart}`);
  const cell = own.getByRole('textbox', {
    name: /^Data Platform \/ Pipeline development, Thursday/,
  });
  await cell.fill('6');
  await cell.press('Tab');
  await own.getByRole('button', { name: 'Submit', exact: true }).click();
  await own.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(own.getByText('Pending').first()).toBeVisible();
  await associate.close();

  // The administrator approves every timecard of the new version.
  await openScreen(page, `/timesheets/admin-review?timesheetId=${encodeURIComponent(timesheetId)}`);
  const approveAll = page.getByRole('button', { name: 'Approve all' });
  await expect(approveAll.first()).toBeVisible();
  for (const button of await approveAll.all()) await button.click();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review saved')).toBeVisible();

  // The PDF as the window receives it (the route hands it on unchanged).
  let pdf: { type: string; bytes: Buffer } | undefined;
  await page.route(/\/pdf$/, async (route) => {
    const response = await route.fetch();
    pdf = { type: response.headers()['content-type'] ?? '', bytes: await response.body() };
    await route.fulfill({ response });
  });
  await openMenuItem(page, 'Export to PDF');
  await expect.poll(() => Boolean(pdf)).toBe(true);
  expect(pdf!.type).toContain('application/pdf');
  const { text } = await pdfText(pdf!.bytes);
  expect(text).toContain('Approved');
  const fingerprint = /\b([0-9a-f]{64})\b/.exec(text)?.[1];
  expect(fingerprint, text).toBeTruthy();
  const verify = await page.request.get(`/api/ts/verify/${fingerprint}`);
  expect(verify.status()).toBe(200);
  expect(await verify.json()).toMatchObject({
    valid: true,
    companyName: 'Demo Consulting',
    userFullName: 'Ava Associate',
    periodStart: week.periodStart,
  });

  // Issue 30 §3: the printed verification link opens the public page, which checks the proof of
  // the decisions in the company's audit trail, without an account.
  const link = /Verify: (\S+)/.exec(text.replace(/\s+/g, ' '))?.[1];
  expect(link).toMatch(new RegExp(`/verify/${fingerprint}$`));
  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto(`/verify/${fingerprint}`);
  await expect(visitor.getByRole('heading', { name: 'Verify an approval' })).toBeVisible();
  await expect(
    visitor.getByText(/Proof checked: \d+ decisions? in the company’s audit trail/),
  ).toBeVisible();
  await expect(visitor.getByText('Ava Associate')).toBeVisible();
  await visitor.close();
});
