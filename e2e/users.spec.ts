import { expect, openScreen, test, type APIRequestContext, type Page } from './fixtures.ts';
import { mailedPassword, newCompany, ownerHeaders, signIn, signInAs, signOut } from './helpers.ts';

/** A new company on a trial, with a client, project, task and supplier made through the API. */
async function newTeam(request: APIRequestContext) {
  const company = await newCompany(request, { prefix: 'users', companyName: 'Team Staffing' });
  const headers = await ownerHeaders(request, company);
  const client = await request.post('/api/crm/ps/clients', {
    headers,
    data: {
      name: 'Contoso',
      projects: [{ id: 'proj_0000000000000001', name: 'Website' }],
      contacts: [
        { id: 'cont_0000000000000001', name: 'Pat Manager', email: 'pat@contoso.example' },
      ],
      associations: [{ projectId: 'proj_0000000000000001', contactId: 'cont_0000000000000001' }],
      tasks: [{ projectId: 'proj_0000000000000001', name: 'Design' }],
    },
  });
  expect(client.status()).toBe(201);
  const supplier = await request.post('/api/suppliers/suppliers', {
    headers,
    data: { name: 'Apex Staffing', contacts: [{ name: 'Sam Apex', email: 'sam@apex.example' }] },
  });
  expect(supplier.status()).toBe(201);
  return company;
}

/** The temporary password and the link of the newest invitation or reset mail to `to`. */
async function openUser(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByRole('heading', { name: 'Editing User' })).toBeVisible();
  return editor;
}

test('an administrator invites an associate with employment dates, a custom field, a project, task and supplier; the e-mailed link leads through a new password to My Time', async ({
  page,
  request,
}) => {
  const { tenantId, owner } = await newTeam(request);
  await signInAs(page, tenantId, owner.username, owner.password);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await openScreen(page, '/users');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New User' }).click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByRole('heading', { name: 'New User' })).toBeVisible();

  await editor.getByRole('textbox', { name: 'Username' }).fill('boss');
  await expect(editor.getByText('This username is already taken')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Username' }).fill('ann');
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Associate');
  await editor.getByRole('textbox', { name: 'Email' }).fill('ann@team.example');
  await editor.getByRole('combobox', { name: 'System Role' }).click();
  await page.getByRole('option', { name: 'Associate' }).click();

  await editor.getByRole('switch', { name: 'Employment Dates' }).click();
  await editor.getByLabel('Start Date').fill('2026-03-02');
  await editor.getByRole('button', { name: 'Add Custom Field' }).click();
  const field = editor.getByRole('group', { name: 'Custom field 1' });
  await field.getByRole('textbox', { name: 'Label' }).fill('Badge');
  await field.getByRole('textbox', { name: 'Value' }).fill('B-7');

  await editor.getByRole('combobox', { name: 'Projects' }).click();
  await page.getByRole('option', { name: /Website/ }).click();
  await page.keyboard.press('Escape');
  const project = editor.getByRole('group', { name: 'Project Website' });
  await expect(project.getByRole('checkbox', { name: /Default Task/ })).toBeChecked();
  await expect(project.getByRole('checkbox', { name: /Default Task/ })).toBeDisabled();
  await project.getByRole('checkbox', { name: 'Design' }).check();

  await editor.getByRole('combobox', { name: 'Supplier', exact: true }).click();
  await page.getByRole('option', { name: 'Apex Staffing' }).click();
  await editor.getByRole('combobox', { name: 'Supplier Contacts' }).click();
  await page.getByRole('option', { name: 'Sam Apex' }).click();
  await page.keyboard.press('Escape');

  await editor.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Successfully created user')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ann Associate', exact: true })).toBeVisible();

  const saved = await openUser(page, 'Ann Associate');
  await expect(saved.getByLabel('Start Date')).toHaveValue('2026-03-02');
  const savedField = saved.getByRole('group', { name: 'Custom field 1' });
  await expect(savedField.getByRole('textbox', { name: 'Label' })).toHaveValue('Badge');
  await expect(savedField.getByRole('textbox', { name: 'Value' })).toHaveValue('B-7');
  await expect(
    saved.getByRole('group', { name: 'Project Website' }).getByRole('checkbox', { name: 'Design' }),
  ).toBeChecked();
  await expect(saved.getByText('Sam Apex')).toBeVisible();
  await page.keyboard.press('Escape');

  const invitation = await mailedPassword(page, 'ann@team.example');
  await signOut(page);
  await page.goto(invitation.link);
  // The link fills the login and says whom it signs in (login CSRF).
  await expect(page.getByText(/You are about to sign in as Ann /)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('ann');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Ann-chosen-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Ann-chosen-1');
  await page.getByRole('button', { name: 'Set Password and Login' }).click();
  await expect(page).toHaveURL(/\/my-time$/);
});

test('an archived user is refused at once; a reset password is e-mailed and signs in', async ({
  page,
  browser,
  request,
}) => {
  const { tenantId, owner } = await newTeam(request);
  const login = await request.post('/api/tokens/login', {
    data: { tenantId, externalUserId: owner.username, password: owner.password },
  });
  const created = await request.post('/api/users/v2', {
    headers: { authorization: `Bearer ${(await login.json()).jwt}` },
    data: { username: 'cal', name: 'Cal Contractor', email: 'cal@team.example', role: 'assoc' },
  });
  expect(created.status()).toBe(201);

  // Cal signs in (through the new-password step) in a browser of their own.
  const calContext = await browser.newContext();
  const cal = await calContext.newPage();
  await signIn(cal, tenantId, 'cal', (await mailedPassword(page, 'cal@team.example')).password);
  await cal.getByLabel('New Password', { exact: true }).fill('Cal-chosen-1');
  await cal.getByLabel('Confirm Password', { exact: true }).fill('Cal-chosen-1');
  await cal.getByRole('button', { name: 'Set Password and Login' }).click();
  await expect(cal).toHaveURL(/\/my-time$/);

  await signInAs(page, tenantId, owner.username, owner.password);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await openScreen(page, '/users');
  let editor = await openUser(page, 'Cal Contractor');
  await editor.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await page
    .getByRole('alertdialog', { name: 'Archive user?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByText('Successfully archived user')).toBeVisible();

  // Cal's open session is cut at the next request, and signing in again is refused.
  await cal.goto('/profile');
  await expect(cal.getByRole('button', { name: 'Login' })).toBeVisible();
  await signIn(cal, tenantId, 'cal', 'Cal-chosen-1');
  await expect(cal.getByText('User is disabled.')).toBeVisible();
  await expect(cal).not.toHaveURL(/\/my-time$/);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Archived' }).click();
  editor = await openUser(page, 'Cal Contractor');
  await expect(editor.getByText('This user is archived')).toBeVisible();
  await editor.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Unarchive' }).click();
  await page
    .getByRole('dialog', { name: 'Unarchive user?' })
    .getByRole('button', { name: 'Unarchive' })
    .click();
  await expect(page.getByText('Successfully un-archived user')).toBeVisible();

  editor = page.getByRole('dialog');
  await editor.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Reset Password' }).click();
  await page
    .getByRole('dialog', { name: 'Reset Password' })
    .getByRole('button', { name: 'Reset Password' })
    .click();
  await expect(page.getByText('Successfully updated user password')).toBeVisible();

  const reset = await mailedPassword(page, 'cal@team.example');
  await signIn(cal, tenantId, 'cal', reset.password);
  await expect(cal.getByRole('heading', { name: 'New password' })).toBeVisible();
  await cal.getByLabel('New Password', { exact: true }).fill('Cal-again-2');
  await cal.getByLabel('Confirm Password', { exact: true }).fill('Cal-again-2');
  await cal.getByRole('button', { name: 'Set Password and Login' }).click();
  await expect(cal).toHaveURL(/\/my-time$/);
  await calContext.close();
});
