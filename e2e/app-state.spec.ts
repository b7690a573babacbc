import { expect, openScreen, test, type APIRequestContext, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, newCompany, signIn, signInAs, signOut } from './helpers.ts';
import { SMTP_CAPTURE } from './playwright.config.ts';

/** A company of its own, with its Billing Administrator, so nothing here changes the demo. */
async function signUp(request: APIRequestContext, baseURL: string, prefix: string) {
  const { tenantId, owner } = await newCompany(request, {
    prefix,
    companyName: `${prefix} Co`,
    owner: { username: 'pat', password: 'Pat-pass-1', name: `Pat ${prefix}` },
    baseURL,
  });
  return { tenantId, username: owner.username, password: owner.password };
}

/** "Nov 24, 2026 8:19 am": how the app shows an instant (A§9) in a time zone. */
function shownIn(iso: string, timeZone: string) {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  );
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod!.toLowerCase()}`;
}

/** Signs in on the login page the logout left open: no reload, so nothing in memory is reset. */
async function signInAfterLogout(
  page: Page,
  who: { tenantId: string; username: string; password: string },
) {
  await page.getByRole('textbox', { name: 'Customer ID' }).fill(who.tenantId);
  await page.getByRole('textbox', { name: 'Username' }).fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
}

test('focus moves to the page heading after sign-in, after a link and after Back', async ({
  page,
}) => {
  await signIn(page, 'demo', 'admin', DEMO_PASSWORD);
  const dashboard = page.getByRole('heading', { name: 'Company Dashboard', level: 1 });
  await expect(dashboard).toBeFocused();

  await page.getByRole('navigation').getByRole('link', { name: 'Clients', exact: true }).click();
  const clients = page.getByRole('heading', { name: 'Clients', level: 1 });
  await expect(clients).toBeFocused();
  // The heading is a starting point, not a stop: Tab goes on to the page's first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'New Client' })).toBeFocused();

  await page.goBack();
  await expect(dashboard).toBeFocused();
});

test('after deleting a client, focus is on the row that took its place', async ({ page }) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openScreen(page, '/clients');
  const name = `Focus Probe ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New Client' }).first().click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox', { name: 'Name' }).first().fill(name);
  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created client')).toBeVisible();
  await expect(editor).toBeHidden();

  // A new client sorts first (D§4): the row below it takes its place.
  const rows = page.getByRole('table', { name: 'Clients' }).locator('tbody tr');
  await expect(rows.first().getByRole('button', { name, exact: true })).toBeVisible();
  const next = (await rows.nth(1).getByRole('button').first().textContent())!;
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted client')).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
  await expect(rows.first().getByRole('button', { name: next, exact: true })).toBeFocused();
});

test.describe('logout', () => {
  test.use({ timezoneId: 'UTC' });

  test("forgets the user's time zone: the next user on this browser sees their own", async ({
    page,
    request,
    baseURL,
  }) => {
    const first = await signUp(request, baseURL!, 'zone-a');
    const next = await signUp(request, baseURL!, 'zone-b');
    // One mail of this test's, found by its recipient: other specs' mail reaches this server's
    // mailbox at the same time.
    const recipient = `boss@${next.tenantId}.example`;
    const mailbox = await request.get(`/api/util/dev-mailbox?to=${encodeURIComponent(recipient)}`);
    const newest = ((await mailbox.json()) as { messages: { createdAt: string }[] }).messages[0]!;
    const firstRowTime = page.locator('tbody tr').first().locator('td').last();
    const openMailbox = async () => {
      await page.goto('/dev/mailbox');
      await page.getByRole('searchbox', { name: 'Recipient' }).fill(recipient);
    };

    await signIn(page, first.tenantId, first.username, first.password);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    await page.goto('/profile');
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Kiritimati');
    await page.getByRole('option', { name: /Pacific\/Kiritimati/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully updated user')).toBeVisible();
    await openMailbox();
    await expect(firstRowTime).toHaveText(shownIn(newest.createdAt, 'Pacific/Kiritimati'));

    await page.goto('/profile');
    await signOut(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
    expect(stored.prefs.timezone).toBeNull();

    await signInAfterLogout(page, next);
    await openMailbox();
    await expect(firstRowTime).toHaveText(shownIn(newest.createdAt, 'UTC'));
  });
});

test.describe('logout on a server with the developer menu', () => {
  const baseURL = `http://127.0.0.1:${SMTP_CAPTURE.app}`;
  test.use({ baseURL });

  test('clears the banner: the next user on this browser does not see the last one’s', async ({
    page,
    request,
  }) => {
    const first = await signUp(request, baseURL, 'banner-a');
    const next = await signUp(request, baseURL, 'banner-b');
    await signIn(page, first.tenantId, first.username, first.password);
    await page.getByRole('button', { name: 'Developer menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Developer Menu' });
    await menu
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill('Maintenance tonight at 22:00');
    await menu.getByRole('button', { name: 'Apply' }).click();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Maintenance tonight at 22:00')).toBeVisible();

    await signOut(page);
    await signInAfterLogout(page, next);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Maintenance tonight at 22:00')).toBeHidden();
  });
});

test('feedback sent from an open editor drawer says which editor is open (A§3)', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await openScreen(page, '/clients');
  await page.getByRole('button', { name: 'New Client' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Client' });
  await drawer.getByRole('button', { name: 'Send Feedback' }).click();
  await page.getByRole('textbox', { name: 'Feedback' }).fill('The client form could say more.');
  const sent = page.waitForRequest((request) =>
    request.url().endsWith('/api/engagement/send-feedback'),
  );
  await page.getByRole('button', { name: 'Submit' }).last().click();
  expect((await sent).postDataJSON()).toMatchObject({
    clientEditorVisible: true,
    projectEditorVisible: false,
    currentPage: '/clients',
  });
  await expect(page.getByText('Successfully submitted feedback')).toBeVisible();
  await expect(drawer).toBeVisible();
});
