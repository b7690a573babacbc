import { expect, openScreen, test } from './fixtures.ts';
import { directoryCompany, SEARCHES, seedDirectory } from './directory-fixtures.ts';
import { signInAs } from './helpers.ts';

test('each directory screen has a search box: typing filters, no match says so, Clear filters ends the search', async ({
  page,
  request,
}) => {
  const company = await directoryCompany(request, 'search');
  await seedDirectory(request, company.headers);
  await signInAs(page, company.tenantId, company.owner.username, company.owner.password);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  for (const screen of SEARCHES) {
    await openScreen(page, screen.path);
    await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
    const hidden = page.getByRole('button', { name: screen.hidden, exact: true });
    const found = page.getByRole('button', { name: screen.found, exact: true });
    await expect(hidden).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(screen.q);
    await expect(hidden).toBeHidden();
    await expect(found).toBeVisible();

    await search.fill('zzz');
    await expect(page.getByText('No results for \u201czzz\u201d')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(found).toBeVisible();
    await expect(hidden).toBeVisible();
  }
});

test('the client picker finds the 101st client by typing, and a project is created under it', async ({
  page,
  request,
}) => {
  const company = await directoryCompany(request, 'picker');
  for (let n = 1; n <= 101; n += 1) {
    const created = await request.post('/api/crm/ps/clients', {
      headers: company.headers,
      data: { name: `Client ${String(n).padStart(3, '0')}` },
    });
    expect(created.status()).toBe(201);
  }
  await signInAs(page, company.tenantId, company.owner.username, company.owner.password);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await openScreen(page, '/projects');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const editor = page.getByRole('dialog');
  const client = editor.getByRole('combobox', { name: 'Client' });
  await client.click();
  await expect(page.getByText('Showing 25 of 101: type to find the rest')).toBeVisible();
  await client.fill('client 101');
  await page.getByRole('option', { name: 'Client 101' }).click();
  await expect(client).toHaveValue('Client 101');
  await editor.getByRole('textbox', { name: 'Name' }).first().fill('Moonshot');
  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created project')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('moon');
  await page.getByRole('button', { name: 'Moonshot', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Client 101')).toBeVisible();
});
