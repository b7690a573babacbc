import { expect, openScreen, test } from './fixtures.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

test('an administrator creates a supplier with its contacts in one submit and finds them under Supplier Contacts', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openScreen(page, '/suppliers');
  await page.getByRole('button', { name: 'New Supplier' }).first().click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox', { name: 'Name' }).first().fill('Acme Staffing');
  await editor
    .getByRole('textbox', { name: 'Description' })
    .first()
    .fill('Contractors for the EU region');
  await editor.getByRole('button', { name: 'Add Contact' }).click();
  await editor.getByRole('button', { name: 'Add Contact' }).click();
  const first = editor.getByRole('group', { name: 'Contact 1' });
  await first.getByRole('textbox', { name: 'Name' }).fill('Sam Supplier');
  await first.getByRole('textbox', { name: 'Email' }).fill('sam@acme.example');
  const second = editor.getByRole('group', { name: 'Contact 2' });
  await second.getByRole('textbox', { name: 'Email' }).fill('ops@acme.example');
  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created supplier')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acme Staffing', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Supplier Contacts' }).click();
  await expect(page).toHaveURL(/\/suppliers\/contacts$/);
  await expect(page.getByText('sam@acme.example')).toBeVisible();
  await expect(page.getByText('ops@acme.example')).toBeVisible();
});

test('a supplier contact needs a supplier and an e-mail but no name: made from Supplier Contacts', async ({
  page,
}) => {
  await signInAs(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openScreen(page, '/suppliers');
  await page.getByRole('button', { name: 'New Supplier' }).first().click();
  const supplierEditor = page.getByRole('dialog');
  await supplierEditor.getByRole('textbox', { name: 'Name' }).first().fill('Bolt Contractors');
  await supplierEditor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created supplier')).toBeVisible();

  await page.getByRole('tab', { name: 'Supplier Contacts' }).click();
  await page.getByRole('button', { name: 'New Supplier Contact' }).first().click();
  const editor = page.getByRole('dialog', { name: 'New Supplier Contact' });
  await editor.getByRole('combobox', { name: 'Supplier' }).click();
  await page.getByRole('option', { name: 'Bolt Contractors' }).click();
  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(editor.getByText('The users email is required')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Email' }).fill('desk@bolt.example');
  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created supplier contact')).toBeVisible();
  await expect(page.getByText('desk@bolt.example')).toBeVisible();
});
