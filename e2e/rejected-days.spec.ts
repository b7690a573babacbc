import { expect, openScreen, test } from './fixtures.ts';
import { RECORDING_PORT } from './playwright.config.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

// The associate's fix-and-resubmit loop (issue 28 §1): the demo week two weeks back has a
// rejected Thursday. My Time lists it first; the week opens that day alone, with the reviewer's
// comment; Fix and resubmit sends it again and says who was e-mailed; My Time lists it no more.

// A server whose demo weeks no other flow changes.
test.use({ baseURL: `http://127.0.0.1:${RECORDING_PORT}` });

test('the associate fixes a rejected day and resubmits it alone', async ({ page }) => {
  await signInAs(page, 'demo', 'associate', DEMO_PASSWORD);
  await expect(page).toHaveURL(/my-time/);
  const toFix = page.getByRole('region', { name: 'Rejected — needs your fix' });
  await expect(toFix).toContainText('office closure');
  await toFix.getByRole('link', { name: /^Fix:/ }).first().click();
  await expect(page).toHaveURL(/\/submit\?date=/);

  const fix = page.getByRole('region', { name: 'Fix the rejected days' });
  await expect(fix).toContainText("Reviewer's comment");
  await expect(fix).toContainText('office closure');
  // Only the rejected day opens: the grid stays read-only.
  const hours = fix.getByRole('textbox', {
    name: /^Hours, Data Platform \/ Pipeline development, Thursday/,
  });
  await expect(hours).toHaveCount(1);
  await expect(
    page.getByRole('textbox', { name: /^Data Platform \/ Data modelling, Monday/ }),
  ).toHaveAttribute('readonly', '');
  await hours.fill('6');
  await hours.press('Tab');
  await fix
    .getByRole('textbox', { name: /^Description, Data Platform \/ Pipeline development, Thursday/ })
    .fill('Moved two hours to Friday after the office closure');
  await fix.getByRole('button', { name: 'Fix and resubmit' }).click();

  await expect(page.getByText('Rejected days resubmitted')).toBeVisible();
  const next = page.getByRole('status').filter({ hasText: 'Submitted. What happens next' });
  await expect(next).toContainText('Data Platform: e-mailed to');
  await expect(fix).toHaveCount(0);
  await expect(page.getByText('Pending').first()).toBeVisible();

  await openScreen(page, '/my-time');
  await expect(page.getByRole('heading', { name: 'Recent timesheets' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rejected — needs your fix' })).toHaveCount(0);
});
