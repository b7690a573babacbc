import { expect, openScreen, test, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('on a phone the users list, the user editor and Your Profile fit the screen', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openScreen(page, '/users');
  await expect(page.getByRole('button', { name: 'Adam Admin', exact: true })).toBeVisible();
  expect(await overflows(page)).toBe(false);

  await page.getByRole('button', { name: 'New User' }).click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByRole('heading', { name: 'New User' })).toBeVisible();
  // Once it has slid in, the drawer spans the screen exactly (whole pixels; it animates).
  await expect
    .poll(async () => {
      const box = await editor.boundingBox();
      return box && [Math.round(box.x), Math.round(box.width)];
    })
    .toEqual([0, 390]);
  await editor.getByRole('button', { name: 'Create User' }).click();
  await expect(editor.getByText('The users name is required')).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).click();

  await openScreen(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  expect(await overflows(page)).toBe(false);
});
