import { expect, openScreen, test, type APIRequestContext } from './fixtures.ts';
import { ENDED_TRIAL_PORT, SMTP_CAPTURE } from './playwright.config.ts';
import { mailedPassword, newCompany, signIn, signInAs } from './helpers.ts';

/** A new company on a trial (the server at `baseURL` decides how long). */
const signUp = (request: APIRequestContext, baseURL: string) =>
  newCompany(request, {
    prefix: 'bill',
    companyName: 'Fabrikam Staffing',
    owner: { username: 'olive', password: 'Olive-pass-1', name: 'Olive Owner' },
    baseURL,
  });

test.describe('a trial', () => {
  // Trials on this server last 3 days, so the trial banner shows from the start.
  const baseURL = `http://127.0.0.1:${SMTP_CAPTURE.app}`;
  test.use({ baseURL });

  test('upgrades from the trial notice through the test checkout; the banner and notice go', async ({
    page,
    request,
  }) => {
    const { tenantId, owner } = await signUp(request, baseURL);
    await signInAs(page, tenantId, owner.username, owner.password);
    await expect(page.getByText('Your free trial of Tallysheet expires in 3 days')).toBeVisible();
    await expect(page.getByText('Days Left In Trial')).toBeVisible();

    await page.getByRole('button', { name: 'Upgrade' }).click();
    const modal = page.getByRole('dialog', { name: 'Subscribe to Tallysheet' });
    await expect(modal.getByText('$20.00 per month')).toBeVisible();
    await expect(modal.getByText('$216.00 per year')).toBeVisible();
    // Opened from the notice it can be put off, and Escape closes it (once focus is in it, as
    // for a keyboard user: a loaded machine can paint the modal before its focus trap runs).
    await expect
      .poll(() => modal.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: 'Subscribe to Tallysheet' }).click();
    await modal.getByRole('radio', { name: /Annual/ }).check();
    await modal.getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(page).toHaveURL(/\/billing\/checkout\?token=/);
    await expect(page.getByText('Test mode.')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $216.00' }).click();
    await expect(
      page.getByText('This is a test checkout: use the test card 4242 4242 4242 4242'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Cardholder name' }).fill('Olive Owner');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: 'Pay $216.00' }).click();

    await expect(page).toHaveURL(/\/account-setup$/);
    await expect(page.getByRole('heading', { name: 'Account Setup' })).toBeVisible();
    await expect(page.getByText(/Your free trial of Tallysheet expires/)).toBeHidden();
    await expect(page.getByText('Days Left In Trial')).toBeHidden();

    await page.goto('/admin/subscription');
    await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('$216.00', { exact: true })).toBeVisible();
  });
});

test.describe('Manage Subscription on a trial', () => {
  const baseURL = `http://127.0.0.1:${SMTP_CAPTURE.app}`;
  test.use({ baseURL });

  test('keeps the plan chosen on the page through checkout: Annual, then Subscribe, pays the Annual price', async ({
    page,
    request,
  }) => {
    const { tenantId, owner } = await signUp(request, baseURL);
    await signInAs(page, tenantId, owner.username, owner.password);
    await expect(page).toHaveURL(/\/account-setup$/);
    await openScreen(page, '/admin/subscription');
    await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
    await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Payment Method' })).toHaveCount(0);
    await page.getByRole('radio', { name: /Annual/ }).check();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page).toHaveURL(/\/billing\/checkout\?token=/);
    await expect(page.getByRole('button', { name: 'Pay $216.00' })).toBeVisible();
  });
});

test.describe('an ended trial', () => {
  // Trials on this server end at once (TRIAL_DAYS=0).
  const baseURL = `http://127.0.0.1:${ENDED_TRIAL_PORT}`;
  test.use({ baseURL });

  test('holds its Billing Administrator at the activation modal, and its associate at Login Not Allowed', async ({
    page,
    request,
    browser,
  }) => {
    const { tenantId, owner } = await signUp(request, baseURL);
    // The Billing Administrator may still add users while inactive.
    const login = await request.post(`${baseURL}/api/tokens/login`, {
      data: { tenantId, externalUserId: owner.username, password: owner.password },
    });
    const created = await request.post(`${baseURL}/api/users/v2`, {
      headers: { authorization: `Bearer ${(await login.json()).jwt}` },
      data: {
        username: 'ivy',
        name: 'Ivy Associate',
        email: 'ivy@fabrikam.example',
        role: 'assoc',
      },
    });
    expect(created.status()).toBe(201);

    await signIn(page, tenantId, owner.username, owner.password);
    const modal = page.getByRole('dialog', { name: 'Subscribe to Tallysheet' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByText("Fabrikam Staffing's subscription is not active.", { exact: false }),
    ).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Not Now' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    const ivyContext = await browser.newContext({ baseURL });
    const ivy = await ivyContext.newPage();
    await signIn(
      ivy,
      tenantId,
      'ivy',
      (await mailedPassword(page, 'ivy@fabrikam.example')).password,
    );
    await ivy.getByLabel('New Password', { exact: true }).fill('Ivy-chosen-1');
    await ivy.getByLabel('Confirm Password', { exact: true }).fill('Ivy-chosen-1');
    await ivy.getByRole('button', { name: 'Set Password and Login' }).click();
    await expect(ivy.getByRole('heading', { name: 'Login Not Allowed' })).toBeVisible();
    await expect(ivy.getByRole('button', { name: 'Logout' })).toBeVisible();
    await ivyContext.close();
  });
});
