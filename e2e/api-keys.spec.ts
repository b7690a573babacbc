import { AXE_WIDTHS, expect, openScreen, seriousViolations, test, type Page } from './fixtures.ts';
import { newCompany, signInAs } from './helpers.ts';

// axe runs as an injected script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

/** The open dialog passes axe at every width (the fixture checks the screens, not dialogs). */
async function dialogPassesAxe(page: Page, what: string) {
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1536, height: 900 });
}

test('an administrator creates an API key, the API takes it, and refuses it once revoked', async ({
  page,
  request,
}) => {
  const { tenantId } = await newCompany(request, {
    prefix: 'keys',
    companyName: 'Keys Co',
    owner: { username: 'kim', password: 'Kim-pass-1', name: 'Kim Keys' },
  });
  await signInAs(page, tenantId, 'kim', 'Kim-pass-1');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await openScreen(page, '/admin/api-keys');
  await expect(page.getByRole('heading', { name: 'Manage API Keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New API Key' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await dialogPassesAxe(page, 'New API Key');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Payroll sync');
  await dialog.getByRole('checkbox', { name: /^directory:read/ }).check();
  await dialog.getByRole('checkbox', { name: /^directory:write/ }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Copy this key now. It will not be shown again.')).toBeVisible();
  const key = await dialog.getByTestId('new-api-key').inputValue();
  expect(key).toMatch(new RegExp(`^tsk_${tenantId}\\.`));
  await dialogPassesAxe(page, 'the key shown once');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Payroll sync/ });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('directory:read, directory:write')).toBeVisible();
  await expect(row.getByText('Kim Keys')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // The public API, as a script would call it: create a client, then list it.
  const bearer = { authorization: `Bearer ${key}` };
  const created = await request.post('/api/crm/ps/clients', {
    headers: bearer,
    data: { name: 'Made by the API', description: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listed = await request.get('/api/crm/ps/clients', { headers: bearer });
  expect(listed.status()).toBe(200);
  expect(await listed.text()).toContain('Made by the API');
  // Never on key management, even for the key's own tenant; nor beyond its scopes.
  expect((await request.get('/api/admin/api-keys', { headers: bearer })).status()).toBe(403);
  const users = await request.get('/api/users/v2', { headers: bearer });
  expect(users.status()).toBe(403);
  expect((await users.json()).message).toBe(
    'This API key lacks the scope users:read needed for this call',
  );

  await page.reload();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByRole('cell').nth(6)).not.toHaveText('---');

  await row.getByRole('button', { name: 'Revoke Payroll sync' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Revoke API key?')).toBeVisible();
  await dialogPassesAxe(page, 'Revoke API key?');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Successfully revoked API key')).toBeVisible();
  await expect(row.getByText('Revoked')).toBeVisible();

  const refused = await request.get('/api/crm/ps/clients', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('This API key is not valid');
});
