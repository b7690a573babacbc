import { expect, openScreen, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { DAY_MS, iso } from './week-fixtures.ts';

// Rates (issue 31 §1): an administrator sets a rate for the demo associate on a project in the
// user editor, typed in major units, and sees it in the project editor in the client's
// currency. The first day is one no other run of this spec picks, so a retry adds its own.

test('a rate set for the demo associate on a project shows in the project editor', async ({
  page,
}) => {
  const day = iso(Date.UTC(2001, 0, 1) + (Math.floor(Date.now() / 1000) % 8000) * DAY_MS);
  const shown = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  await signIn(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await openScreen(page, '/users');
  await page.getByRole('button', { name: 'Ava Associate', exact: true }).click();
  const editor = page.getByRole('dialog');
  const rates = editor.getByRole('region', { name: 'Rates' });
  await rates.getByRole('button', { name: 'Add Rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Rate' });
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Data Platform (Northwind Traders)' }).click();
  await dialog.getByRole('textbox', { name: 'Bill rate' }).fill('120.50');
  await dialog.getByRole('textbox', { name: 'Pay rate' }).fill('80');
  await dialog.getByLabel(/^Effective from/).fill(day);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/rates'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Typed in major units, sent in minor units.
  expect((await sent).postDataJSON()).toMatchObject({
    userId: 'associate',
    billRate: 12050,
    payRate: 8000,
    effectiveFrom: day,
  });
  await expect(page.getByText('Rate added')).toBeVisible();
  await expect(rates.getByText('Data Platform (Northwind Traders)').first()).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();

  await openScreen(page, '/projects');
  await page.getByRole('button', { name: 'Data Platform', exact: true }).click();
  const projectRates = page.getByRole('dialog').getByRole('region', { name: 'Rates' });
  await expect(projectRates.getByText('Ava Associate').first()).toBeVisible();
  await expect(projectRates.getByText(`Bill $120.50 · Pay $80.00 — From ${shown}`)).toBeVisible();
});
