import { readFileSync } from 'node:fs';
import { expect, openScreen, test } from './fixtures.ts';
import { DEMO_PASSWORD, ownerHeaders, signInAs } from './helpers.ts';

// Pay and invoice runs (issue 31 §3): the demo administrator rates the demo associate, approves
// a week of 45 hours, and draws up a pay run that splits them into 40 regular and 5 overtime
// hours with their amounts; exports it as CSV and finalises it, after which a new pay run of
// the same period finds nothing to pay. An invoice run of the week exports QuickBooks Online's
// invoice import and Xero's sales invoice import. The week is one in the 1990s no other spec or
// run of this spec picks (the rates spec's rates start in 2001), so a retry works on a week of
// its own.

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const FIRST_SATURDAY = Date.UTC(1990, 0, 6);

test('a pay run pays an approved week once, and an invoice run exports it for QuickBooks Online and Xero', async ({
  page,
  request,
}) => {
  test.slow();
  const from = iso(FIRST_SATURDAY + (Math.floor(Date.now() / 1000) % 520) * 7 * DAY_MS);
  const to = iso(Date.parse(`${from}T00:00:00Z`) + 6 * DAY_MS);
  const headers = await ownerHeaders(request, {
    tenantId: 'demo',
    owner: { username: 'admin', password: DEMO_PASSWORD },
  });

  // The associate's week as the demo administrator enters it: 9 hours Monday to Friday.
  const week = await request.get(`/api/submit-time/week?date=${from}&userId=associate`, {
    headers,
  });
  expect(week.status(), await week.text()).toBe(200);
  type Option = {
    projectId: string;
    projectName: string;
    tasks: { taskId: string; taskName: string }[];
  };
  const data = ((await week.json()).options as Option[]).find(
    (option) => option.projectName === 'Data Platform',
  )!;
  const taskId = data.tasks.find((task) => task.taskName === 'Data modelling')!.taskId;
  const rate = await request.post('/api/admin/rates', {
    headers,
    data: {
      userId: 'associate',
      projectId: data.projectId,
      billRate: 12050,
      payRate: 8000,
      currency: 'USD',
      effectiveFrom: from,
    },
  });
  expect(rate.status(), await rate.text()).toBe(201);
  const nine = { hours: 9, description: '' };
  const saved = await request.put('/api/submit-time/week', {
    headers,
    data: {
      periodStart: from,
      userId: 'associate',
      submit: true,
      timeCards: [
        {
          projectId: data.projectId,
          taskId,
          data: { monday: nine, tuesday: nine, wednesday: nine, thursday: nine, friday: nine },
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { timesheetId } = (await saved.json()) as { timesheetId: string };

  // Approved in the review screen.
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await openScreen(page, `/timesheets/admin-review?timesheetId=${encodeURIComponent(timesheetId)}`);
  const approveAll = page.getByRole('button', { name: 'Approve all' });
  await expect(approveAll.first()).toBeVisible();
  for (const button of await approveAll.all()) await button.click();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review saved')).toBeVisible();

  // A pay run of the week, from the menu.
  await openScreen(page, '/pay-runs');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Runs' })).toBeVisible();
  const newPayRun = async () => {
    await page.getByRole('button', { name: 'New pay run' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New pay run' });
    await dialog.getByLabel(/^From/).fill(from);
    await dialog.getByLabel(/^To/).fill(to);
    await dialog.getByRole('button', { name: 'Create' }).click();
    // The toast of an earlier run may still show: the newest one is this run's.
    await expect(page.getByText('Run created').last()).toBeVisible();
    await expect(page).toHaveURL(/\/pay-runs\/[^/]+$/);
  };
  await newPayRun();
  await expect(page.getByRole('heading', { level: 1, name: /^Pay run \d+$/ })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lines' });
  const ava = lines.getByRole('row').filter({ hasText: 'Ava Associate' });
  await expect(ava).toHaveCount(1);
  // 45 hours: 40 regular, 5 overtime at 1.5 times the $80.00 pay rate.
  await expect(ava.getByRole('cell')).toHaveText(['40 h', '5 h', '0 h', '$80.00', '$3,800.00']);
  const section = page.getByRole('region', { name: 'Lines' });
  await expect(section.getByText('$3,800.00', { exact: true }).last()).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^pay-run-\d+\.csv$/);
  expect(readFileSync((await csv.path())!, 'utf8')).toContain('Ava Associate');

  await page.getByRole('button', { name: 'Finalise' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Finalise this run?' });
  await expect(confirm).toContainText('days become locked');
  await confirm.getByRole('button', { name: 'Finalise' }).click();
  await expect(page.getByText('Run finalised')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void' })).toBeVisible();

  // The paid hours appear in no later pay run.
  await page.getByRole('link', { name: 'All pay runs' }).click();
  await newPayRun();
  await expect(page.getByText('No approved hours to include in this period')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' })).toHaveCount(0);

  // An invoice run of the week, exported for QuickBooks Online.
  await openScreen(page, '/invoice-runs');
  await page.getByRole('button', { name: 'New invoice run' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New invoice run' });
  await dialog.getByLabel(/^From/).fill(from);
  await dialog.getByLabel(/^To/).fill(to);
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: /^Northwind Traders/ }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  // The toast of an earlier run may still show: the newest one is this run's.
  await expect(page.getByText('Run created').last()).toBeVisible();
  await expect(page).toHaveURL(/\/invoice-runs\/[^/]+$/);
  const invoiceLine = page
    .getByRole('table', { name: 'Lines' })
    .getByRole('row')
    .filter({ hasText: 'Data Platform' });
  await expect(invoiceLine.getByRole('cell')).toHaveText([
    'Ava Associate',
    'Regular',
    '45 h',
    '$120.50',
    '$5,422.50',
  ]);
  const qboDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export QuickBooks Online' }).click();
  const qbo = await qboDownload;
  expect(qbo.suggestedFilename()).toMatch(/^invoice-run-\d+\.quickbooks\.csv$/);
  const qboText = readFileSync((await qbo.path())!, 'utf8');
  expect(qboText.split(/\r?\n/)[0]).toContain('InvoiceNo,Customer,InvoiceDate,DueDate');
  expect(qboText).toContain('Northwind Traders');
  // And Xero's sales invoice import: the same line, 45 hours at the bill rate, in US dollars.
  const xeroDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Xero' }).click();
  const xero = await xeroDownload;
  expect(xero.suggestedFilename()).toMatch(/^invoice-run-\d+\.xero\.csv$/);
  const [xeroHeader, xeroLine] = readFileSync((await xero.path())!, 'utf8').split(/\r?\n/);
  expect(xeroHeader).toContain('*ContactName,EmailAddress');
  expect(xeroLine).toMatch(/^Northwind Traders,.*,45,120\.50,.*,USD,$/);
});
