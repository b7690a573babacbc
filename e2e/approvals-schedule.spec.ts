import { expect, openScreen, test } from './fixtures.ts';
import { ENDED_TRIAL_PORT } from './playwright.config.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

// Approvals and Reminders (issue 29 §2): an administrator turns on reminders to approve; once
// the server's clock has moved two business days past the demo's pending week (the developer
// clock, local stage only), its History in the viewer shows the reminder sent to the contact.
// On the ended-trials server: moving its clock disturbs no other spec's demo tenant.
test.use({ baseURL: `http://127.0.0.1:${ENDED_TRIAL_PORT}` });

const DAY_MS = 86_400_000;

test('the settings screen saves; after the clock moves, the viewer’s History shows the reminder', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await openScreen(page, '/admin/approvals-and-reminders');
  await expect(
    page.getByRole('heading', { name: 'Approvals and Reminders', level: 1 }),
  ).toBeVisible();
  const remind = page.getByRole('switch', { name: 'Remind contacts to approve' });
  await expect(remind).not.toBeChecked();
  await remind.check();
  await expect(page.getByRole('spinbutton', { name: 'After business days pending' })).toHaveValue(
    '2',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved the approval settings')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Remind contacts to approve' })).toBeChecked();

  // Five days on (a weekend skipped to Monday): over two business days since any Friday evening.
  const now = (await (await page.request.get('/api/util/dev-clock')).json()) as { now: string };
  let target = new Date(Date.parse(now.now) + 5 * DAY_MS);
  while ([0, 6].includes(target.getUTCDay())) target = new Date(target.getTime() + DAY_MS);
  const moved = await page.request.post('/api/util/dev-clock', {
    data: { now: target.toISOString() },
  });
  expect(moved.status()).toBe(200);
  expect((await moved.json()).ran).toContain('approval-schedule');

  // The session may have run out with the clock: start a fresh one.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await openScreen(page, '/timesheets/search?status=pending');
  await page.getByRole('link', { name: 'Ava Associate' }).first().click();
  const viewer = page.getByRole('dialog', { name: /Viewing timesheet for Ava Associate/ });
  const history = viewer.getByRole('region', { name: 'History' });
  await expect(
    history.getByText(/^Reminder sent to .+ after 2 business days$/).first(),
  ).toBeVisible();
  await expect(history.getByText(/Approval schedule/).first()).toBeVisible();
});
