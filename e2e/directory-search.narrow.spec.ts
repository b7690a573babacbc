import { expect, openScreen, test, type Page } from './fixtures.ts';
import { directoryCompany, SEARCHES, seedDirectory } from './directory-fixtures.ts';
import { signInAs } from './helpers.ts';

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('on a phone each directory screen has its search box, which filters, and fits the screen', async ({
  page,
  request,
}) => {
  const company = await directoryCompany(request, 'phone');
  await seedDirectory(request, company.headers);
  await signInAs(page, company.tenantId, company.owner.username, company.owner.password);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  for (const screen of SEARCHES) {
    await openScreen(page, screen.path);
    const hidden = page.getByRole('button', { name: screen.hidden, exact: true });
    await expect(hidden).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeVisible();
    await search.fill(screen.q);
    await expect(hidden).toBeHidden();
    await expect(page.getByRole('button', { name: screen.found, exact: true })).toBeVisible();
    expect(await overflows(page)).toBe(false);
  }
});
