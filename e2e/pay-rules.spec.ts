import {
  AXE_WIDTHS,
  expect,
  openScreen,
  seriousViolations,
  settled,
  test,
  type Page,
} from './fixtures.ts';
import { directoryCompany } from './directory-fixtures.ts';
import { signInAs } from './helpers.ts';

// Overtime and holidays (issue 31 §2): an administrator saves the overtime rules and adds a
// holiday on Admin Settings → Overtime and Holidays; the associate's week grid names the
// holiday in its day's header. The screens are checked with axe at 1536 and 390 px. A company
// of its own, so the demo tenant's rules and calendar stay as they are.

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The page has no serious or critical axe violation at either width. */
async function axeClean(page: Page) {
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1536, height: 900 });
}

test('saved overtime rules and a holiday shown in the associate’s week grid', async ({
  page,
  request,
}) => {
  test.slow();
  const company = await directoryCompany(request, 'payrules');
  const { headers, tenantId } = company;
  const created = await request.post('/api/crm/ps/clients', {
    headers,
    data: {
      name: 'Northwind',
      projects: [
        { id: `project${Date.now().toString(16).padStart(16, '0')}`, name: 'Data platform' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projects = (await (await request.get('/api/crm/ps/projects?all=true', { headers })).json())
    .projects as { id: string }[];
  const user = await request.post('/api/users/v2', {
    headers,
    data: {
      username: 'ava',
      name: 'Ava Associate',
      email: `ava@${tenantId}.example`,
      role: 'assoc',
      assignments: { projectAssignments: [{ projectId: projects[0]!.id }] },
    },
  });
  expect(user.status(), await user.text()).toBe(201);

  await signInAs(page, tenantId, company.owner.username, company.owner.password);
  await expect(page).toHaveURL(/account-setup|dashboard/);
  await openScreen(page, '/admin/overtime-and-holidays');
  await expect(page.getByRole('heading', { name: 'Overtime and Holidays' })).toBeVisible();
  const weekly = page.getByLabel(/^Weekly overtime after/);
  await expect(weekly).toHaveValue('40');
  await expect(page.getByText('No holidays')).toBeVisible();
  await axeClean(page);

  // The rules: a wrong multiplier is said at the field; fixed, they are saved.
  await weekly.fill('38');
  await page.getByLabel(/^Daily overtime after/).fill('9');
  await page.getByLabel(/^Overtime pay multiplier/).fill('1.555');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^overtimeMultiplier must be a number from 1 to 10/)).toBeVisible();
  await page.getByLabel(/^Overtime pay multiplier/).fill('1.75');
  const saved = page.waitForRequest(
    (sent) => sent.method() === 'PUT' && sent.url().endsWith('/api/admin/pay-rules'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    weeklyOvertimeAfterHours: 38,
    dailyOvertimeAfterHours: 9,
    overtimeMultiplier: 1.75,
    holidayMultiplier: 1,
    billOvertimeMultiplier: null,
  });
  await expect(page.getByText('Overtime rules saved')).toBeVisible();
  const rules = await (await request.get('/api/admin/pay-rules', { headers })).json();
  expect(rules).toMatchObject({ weeklyOvertimeAfterHours: 38, dailyOvertimeAfterHours: 9 });

  // A holiday today (so in this week), with the dialog checked at both widths.
  const today = Date.parse(`${iso(Date.now())}T00:00:00Z`);
  await page.getByRole('button', { name: 'Add holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add holiday' });
  await dialog.getByLabel(/^Date/).fill(iso(today));
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Company Day');
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Holiday added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Holidays' });
  await expect(list.getByText('Company Day')).toBeVisible();

  // The same day again is refused at the date.
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await dialog.getByLabel(/^Date/).fill(iso(today));
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Again');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('A holiday on this day exists already')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await axeClean(page);

  // The associate's week grid names the holiday in the day's header, at both widths.
  await openScreen(page, '/timesheets/admin-submit?userId=ava');
  await expect(page.getByRole('heading', { name: 'Submit Timesheet for User' })).toBeVisible();
  const day = DAYS[new Date(today).getUTCDay()]!;
  await expect(
    page.getByRole('columnheader', { name: new RegExp(`^${day} .*Company Day$`) }),
  ).toBeVisible();
  await axeClean(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByRole('heading', { level: 2, name: /Company Day/ })).toBeVisible();
  await page.setViewportSize({ width: 1536, height: 900 });
});
