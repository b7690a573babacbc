import { expect, openScreen, test } from './fixtures.ts';
import { SHORT_SESSION_PORT } from './playwright.config.ts';
import { DEMO_PASSWORD, signInAs, signOut } from './helpers.ts';

test('a new company signs up, lands on account setup and sees the trial notice', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
  await page.getByLabel('Company name').fill('Northwind Staffing');
  await page.getByRole('textbox', { name: 'Customer ID' }).fill('northwind');
  await page.getByLabel('Your name').fill('Nancy Davolio');
  await page.getByLabel('Email').fill('nancy@northwind.example');
  await page.getByRole('textbox', { name: 'Username' }).fill('nancy');
  await page.getByLabel('Password', { exact: true }).fill('Start-trial-1');
  await page.getByLabel('Confirm password').fill('Start-trial-1');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/account-setup$/);
  await expect(page.getByRole('heading', { name: 'Account Setup' })).toBeVisible();
  await expect(page.getByText('Days Left In Trial')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Northwind Staffing'),
  ).toBeVisible();
});

test('the shell: sidebar sections, highlighted route, grouped tabs and the profile menu', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'owner', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Demo Consulting')).toBeVisible();
  await expect(nav.getByText('Personal')).toBeVisible();
  const group = nav.getByRole('button', { name: 'Projects' });
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const tasksLink = nav.getByRole('link', { name: 'Tasks' });
  await expect(tasksLink).toBeVisible();
  // The group has finished opening (its Collapse entered), not a fixed wait.
  await expect(page.locator('#menu-group-projects')).toHaveClass(/MuiCollapse-entered/);
  await tasksLink.click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'Project Contacts' })).toBeVisible();
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Olivia Owner')).toBeVisible();
  await expect(menu.getByText('Customer ID: demo')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Subscription' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Invite Users' })).toBeVisible();
  // The menu hides the page from assistive technology while open; Escape closes it from inside
  // the menu (pressed at the page, before focus has moved into the menu, it reaches nothing).
  await menu.press('Escape');
  await expect(menu).toBeHidden();
  await page
    .getByRole('link', { name: /Dashboard/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: /All Timesheets/ }).first()).toBeVisible();
  await signOut(page);
});

test('the Session Expired dialog appears when the session ends and its button logs out', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const base = `http://127.0.0.1:${SHORT_SESSION_PORT}`;
  await page.goto(`${base}/`);
  await page.getByRole('textbox', { name: 'Customer ID' }).fill('demo');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const dialog = page.getByRole('alertdialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible({ timeout: 25_000 });
  await expect(dialog).toContainText('Your session has expired. Please log-in again to continue.');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the developer mailbox answers a browser on the server machine: linked in the sidebar, listing the outbox', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Mailbox' }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  await expect(page.getByRole('heading', { name: 'Developer Mailbox' })).toBeVisible();
  await expect(page.getByLabel('Recipient')).toBeVisible();
  await expect(page.getByText('The developer mailbox is not available here.')).toBeHidden();
});

test('a toast sits bottom left, clear of the open sidebar (its trial card) and of the footer', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openScreen(page, '/users');
  await page.getByRole('button', { name: 'Adam Admin', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Update User' }).click();
  const toast = page
    .locator('.notistack-MuiContent')
    .filter({ hasText: 'Successfully updated user' });
  await expect(toast).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

  const sidebar = (await page.locator('#app-sidebar .MuiDrawer-paper').boundingBox())!;
  const footer = (await page.locator('main footer').boundingBox())!;
  // Measured once the toast has slid in: its entry starts further left.
  await expect
    .poll(async () => (await toast.boundingBox())!.x)
    .toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(footer.y);
});
