import { expect, openScreen, test } from './fixtures.ts';
import { newCompany, signIn, signInAs, signOut } from './helpers.ts';

test('a user changes their name, time zone and password on Your Profile', async ({
  page,
  request,
}) => {
  const { tenantId } = await newCompany(request, {
    prefix: 'profile',
    companyName: 'Profile Co',
    owner: { username: 'pat', password: 'Pat-pass-1', name: 'Pat Person' },
  });
  await signInAs(page, tenantId, 'pat', 'Pat-pass-1');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await openScreen(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Pat Person');
  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The users name is required')).toBeVisible();
  await name.fill('Pat Renamed');
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Paris');
  await page.getByRole('option', { name: /Europe\/Paris/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated user')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Pat Renamed');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Europe\/Paris/);

  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill('Pat-pass-1');
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Pat-newer-2');
  await page
    .getByRole('textbox', { name: 'Confirm New Password', exact: true })
    .fill('Pat-newer-3');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Confirm New Password', exact: true })
    .fill('Pat-newer-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Successfully updated user password')).toBeVisible();

  // Still signed in after the change; the next sign-in needs the new password.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await signOut(page);
  await signIn(page, tenantId, 'pat', 'Pat-pass-1');
  await expect(page.getByText('Error logging in').or(page.getByRole('alert'))).toBeVisible();
  await signIn(page, tenantId, 'pat', 'Pat-newer-2');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
});
