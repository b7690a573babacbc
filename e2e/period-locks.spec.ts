import { expect, openScreen, test } from './fixtures.ts';
import { signInAs } from './helpers.ts';
import { companyWithAssociate, DAY_MS, iso, todayMs, weekStartOf } from './week-fixtures.ts';

// Period close (issue 30 §1): an administrator closes a period on the Period Locks screen; the
// week grid shows its days read-only with a lock and the reason, the API refuses a change
// naming the period, and reopening (with a reason) opens the days again. A company of its own.

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test('a closed period makes its days read-only in the week grid until it is reopened', async ({
  page,
  request,
}) => {
  test.slow();
  const company = await companyWithAssociate(request, 'locks');
  const { headers, tenantId, projectId, taskId } = company;

  const today = todayMs();
  const weekStart = weekStartOf(today);
  const todayDate = new Date(today);
  const todayCell = `Data platform / Default Task, ${DAYS[todayDate.getUTCDay()]} ${MONTHS[todayDate.getUTCMonth()]} ${todayDate.getUTCDate()}`;

  await signInAs(page, tenantId, company.owner.username, company.owner.password);
  await expect(page).toHaveURL(/account-setup|dashboard/);
  await openScreen(page, '/admin/period-locks');
  await expect(page.getByRole('heading', { name: 'Period Locks' })).toBeVisible();
  await expect(page.getByText('No closed periods')).toBeVisible();

  // Close the last seven days up to today, for every client.
  await page.getByRole('button', { name: 'Close a period' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Close a period' });
  await drawer.getByRole('button', { name: 'Close Period' }).click();
  await expect(drawer.getByText('Give a reason')).toBeVisible();
  await drawer.getByLabel(/^From/).fill(iso(today - 7 * DAY_MS));
  await drawer.getByLabel(/^To/).fill(iso(today));
  await drawer.getByRole('textbox', { name: 'Reason' }).fill('Month-end close');
  await drawer.getByRole('button', { name: 'Close Period' }).click();
  await expect(page.getByText('Period closed')).toBeVisible();
  await expect(drawer).toBeHidden();
  const locks = page.getByRole('table', { name: 'Period Locks' });
  await expect(locks.getByText('Month-end close')).toBeVisible();
  await expect(locks.getByText('All clients')).toBeVisible();

  // The week grid: today is read-only with the lock's reason; the API refuses a change.
  await openScreen(page, '/timesheets/admin-submit?userId=ava');
  await expect(page.getByRole('heading', { name: 'Submit Timesheet for User' })).toBeVisible();
  await expect(page.getByText(/is closed: Month-end close/).first()).toBeVisible();
  const closed = page.getByRole('textbox', { name: todayCell });
  await expect(closed).toHaveAttribute('readonly', '');
  await expect(closed).toHaveAccessibleDescription(/is closed: Month-end close/);
  const refused = await request.put('/api/submit-time/week', {
    headers,
    data: {
      periodStart: iso(weekStart),
      userId: 'ava',
      timeCards: [
        {
          projectId,
          taskId,
          data: { [DAYS[todayDate.getUTCDay()]!.toLowerCase()]: { hours: 8 } },
        },
      ],
      submit: false,
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: 'PERIOD_CLOSED',
    message: expect.stringMatching(/ is closed: Month-end close$/),
  });

  // Reopen it, with a reason: the days take hours again.
  await openScreen(page, '/admin/period-locks');
  await page.getByRole('button', { name: /^Reopen / }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen this period?' });
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason for reopening' }).fill('Late invoice');
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Period reopened')).toBeVisible();
  await expect(page.getByText('No closed periods')).toBeVisible();
  await openScreen(page, '/timesheets/admin-submit?userId=ava');
  await expect(page.getByRole('textbox', { name: todayCell })).not.toHaveAttribute('readonly');
});
