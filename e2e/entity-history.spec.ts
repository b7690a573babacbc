import {
  AXE_WIDTHS,
  expect,
  openScreen,
  seriousViolations,
  test,
  type Locator,
  type Page,
} from './fixtures.ts';
import { signIn } from './helpers.ts';
import { companyWithAssociate, DAY_MS, iso, todayMs, weekStartOf } from './week-fixtures.ts';

// An entity's History (issue 30 §2): the audit entries of one client, user or timesheet, opened
// from its editor or from the timesheet viewer, with who, when and the fields before and after.
// A company of its own, so the trail holds exactly what the test writes.

/** axe at both widths with the History open, a screenshot of each, and back to the wide one. */
async function checkHistory(page: Page, history: Locator, name: string) {
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await expect(history).toBeVisible();
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1536, height: 900 });
}

/** The focused element draws the app's ring: a solid outline at least 2 px wide. */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test('a client’s History shows its edit with before and after; a user’s and a timesheet’s History open from their editor and viewer', async ({
  page,
  request,
}) => {
  test.slow();
  const company = await companyWithAssociate(request, 'history');
  const { headers, tenantId, projectId, taskId } = company;
  // Last week, submitted for Ava, then its days closed: the viewer's history shows the close.
  const today = todayMs();
  const lastWeek = weekStartOf(today) - 7 * DAY_MS;
  const week = await request.put('/api/submit-time/week', {
    headers,
    data: {
      periodStart: iso(lastWeek),
      userId: 'ava',
      timeCards: [{ projectId, taskId, data: { monday: { hours: 8 } } }],
      submit: true,
    },
  });
  expect(week.status(), await week.text()).toBe(200);
  const timesheetId = (await week.json()).timesheetId as string;
  const closed = await request.post('/api/admin/period-locks', {
    headers,
    data: { from: iso(lastWeek), to: iso(lastWeek + 6 * DAY_MS), reason: 'Month-end close' },
  });
  expect(closed.status(), await closed.text()).toBe(201);

  await signIn(page, tenantId, company.owner.username, company.owner.password);
  await expect(page).toHaveURL(/account-setup|dashboard/);

  // Rename the client in its editor.
  await openScreen(page, '/clients');
  await page.getByRole('button', { name: 'Northwind', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Editing Client - Northwind' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Northwind Traders');
  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(editor).toBeHidden();

  // Its History: the rename first, with the old and the new name, then the creation.
  await page.getByRole('button', { name: 'Northwind Traders', exact: true }).click();
  const renamed = page.getByRole('dialog', { name: 'Editing Client - Northwind Traders' });
  await renamed.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: /^History/ });
  await expect(history.getByText('Northwind Traders', { exact: true }).first()).toBeVisible();
  const entries = history.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByRole('heading', { name: 'Updated' })).toBeVisible();
  await expect(entries.nth(0)).toContainText('Bea Boss (User)');
  await expect(entries.nth(0).locator('del', { hasText: /^Northwind$/ })).toBeVisible();
  await expect(entries.nth(0).locator('ins', { hasText: /^Northwind Traders$/ })).toBeVisible();
  await expect(entries.nth(1).getByRole('heading', { name: 'Created' })).toBeVisible();
  await expect(history.getByText('2 changes')).toBeVisible();
  // Keyboard focus shows the ring.
  await page.keyboard.press('Tab');
  await expectFocusRing(page);
  await checkHistory(page, history, 'client-history');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Close' }).click();

  // The user editor: Ava's History starts with her creation, by the owner.
  await openScreen(page, '/users');
  await page.getByRole('button', { name: 'Ava Associate', exact: true }).click();
  const userEditor = page.getByRole('dialog', { name: 'Editing User' });
  await userEditor.getByRole('button', { name: 'History' }).click();
  const userHistory = page.getByRole('dialog', { name: /^History/ });
  await expect(userHistory.getByText('Ava Associate', { exact: true }).first()).toBeVisible();
  await expect(userHistory.getByRole('heading', { name: 'Created' })).toBeVisible();
  await expect(userHistory.getByRole('listitem').first()).toContainText('Bea Boss (User)');
  await page.keyboard.press('Escape');
  await expect(userHistory).toBeHidden();
  await expect(userEditor).toBeVisible();

  // The timesheet viewer: the period's close in the timesheet's history, and its History.
  await openScreen(page, `/timesheets?timesheetId=${encodeURIComponent(timesheetId)}`);
  const viewer = page.getByRole('dialog', { name: /Viewing timesheet for Ava Associate/ });
  await expect(viewer.getByText(/Bea Boss closed .*: Month-end close/)).toBeVisible();
  await viewer.getByRole('button', { name: 'History' }).click();
  const timesheetHistory = page.getByRole('dialog', { name: /^History/ });
  await expect(timesheetHistory.getByRole('heading', { name: 'Submitted' }).first()).toBeVisible();
  await expect(timesheetHistory.getByRole('listitem').first()).toContainText('Bea Boss (User)');
  await checkHistory(page, timesheetHistory, 'timesheet-history');
  await timesheetHistory.getByRole('button', { name: 'Close' }).click();
  await expect(timesheetHistory).toBeHidden();
});
