import { AXE_WIDTHS, expect, seriousViolations, test, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, latestMail, signIn, signOut } from './helpers.ts';

/** A sign-in link's page is not revisited by the fixture's axe pass (it would use the link again). */
async function expectAxeClean(page: Page) {
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

test.describe('signing in and out', () => {
  test('the administrator lands on the Company Dashboard, the associate on My Time, the owner on the Dashboard', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Company Dashboard | Tallysheet');
    await signOut(page);

    await signIn(page, 'demo', 'associate', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/my-time$/);
    await expect(page.getByRole('heading', { name: 'Personal Dashboard' })).toBeVisible();
    await page.goto('/clients');
    await expect(page).toHaveURL(/\/my-time$/);
    await signOut(page);

    await signIn(page, 'demo', 'owner', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page);
  });

  test('a wrong password shows the error and stays on Login', async ({ page }) => {
    await signIn(page, 'demo', 'admin', 'Not-the-password-1');
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
  });

  test('the session survives a reload and an unknown path goes Home', async ({ page }) => {
    await signIn(page, 'demo', 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
    await signOut(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('the remembered login is prefilled next time', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Customer ID' }).fill('demo');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Remember Customer ID and Username').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page);
    await expect(page.getByRole('textbox', { name: 'Customer ID' })).toHaveValue('demo');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
  });

  test.describe('sign-in links', () => {
    // axe is injected into the link's own page (the fixture does not revisit sign-in links).
    test.use({ bypassCSP: true });

    test('a code link prefills the login, says whom it signs in, and leaves the address bar', async ({
      page,
    }) => {
      const code = Buffer.from(
        JSON.stringify({ tenantId: 'demo', userId: 'associate', password: DEMO_PASSWORD }),
      ).toString('base64');
      await page.goto(`/?code=${encodeURIComponent(code)}`);
      await expect(page.getByText(/You are about to sign in as /)).toContainText(/\(a\*\*\*@/);
      await expect(page.getByRole('textbox', { name: 'Customer ID' })).toHaveValue('demo');
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('associate');
      expect(page.url()).not.toContain('code=');
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/my-time$/);
    });

    test('an auto-login link signs nobody in on Cancel', async ({ page }) => {
      const code = Buffer.from(
        JSON.stringify({ tenantId: 'demo', userId: 'associate', password: DEMO_PASSWORD }),
      ).toString('base64url');
      await page.goto(`/auth?authCode=${code}`);
      await expect(page.getByRole('heading', { name: 'Sign in with this link?' })).toBeVisible();
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Customer ID' })).toHaveValue('');
    });
  });

  test('a temporary password leads through the new-password screen and signs in', async ({
    page,
  }) => {
    await signIn(page, 'ops', 'root', 'Temporary-pass-1');
    await expect(page).toHaveURL(/\/set-new-password$/);
    // The new screen may still be loading while the address has changed: wait for it.
    await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('Permanent-pass-2');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Permanent-pass-2');
    await page.getByRole('button', { name: 'Set Password and Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('forgot password end to end with the e-mailed code', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Customer ID' }).fill('demo');
    await page.getByRole('textbox', { name: 'Username' }).fill('associate');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password\?/);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page).toHaveURL(/\/reset-password\/confirm\?/);
    const mail = await latestMail(page, 'associate@demo.tallysheet.test');
    const code = /\b(\d{10})\b/.exec(mail!.text)![1]!;
    await page.getByLabel('Verification Code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill('Reset-pass-77');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Reset-pass-77');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/my-time$/);
  });
});
