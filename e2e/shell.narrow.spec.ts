import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

test('at a narrow width the sidebar is an overlay that closes when a link is chosen', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(nav).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});
