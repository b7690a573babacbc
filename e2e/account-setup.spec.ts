import { expect, test } from './fixtures.ts';

test('a new company signs up, walks through Account Setup and lands on the Dashboard with Account Setup gone', async ({
  page,
}) => {
  const tenantId = `setup-${Date.now().toString(36)}`;
  await page.goto('/sign-up');
  await page.getByLabel('Company name').fill('Contoso Staffing');
  await page.getByRole('textbox', { name: 'Customer ID' }).fill(tenantId);
  await page.getByLabel('Your name').fill('Carla Owner');
  await page.getByLabel('Email').fill('carla@contoso.example');
  await page.getByRole('textbox', { name: 'Username' }).fill('carla');
  await page.getByLabel('Password', { exact: true }).fill('Start-trial-1');
  await page.getByLabel('Confirm password').fill('Start-trial-1');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/account-setup$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Onboarding' })).toBeVisible();

  // Your Company: the name from sign-up, changed here.
  const company = page.getByRole('textbox', { name: 'Company Name' });
  await expect(company).toHaveValue('Contoso Staffing');
  await company.fill('Contoso Staffing Ltd');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(nav.getByText('Contoso Staffing Ltd')).toBeVisible();

  // The first client, its project and contact.
  await page.getByRole('textbox', { name: 'Client Name' }).fill('Northwind');
  await page.getByRole('textbox', { name: 'Project Name' }).fill('Warehouse Audit');
  await page.getByRole('textbox', { name: 'Contact Name' }).fill('Nina Ray');
  await page.getByRole('textbox', { name: 'Contact Email' }).fill('nina@northwind.example');
  await page.getByRole('combobox', { name: 'Notification Level' }).click();
  await page.getByRole('option', { name: 'Copy Without Approval Link' }).click();
  await page.getByRole('button', { name: 'Create Client and Continue' }).click();

  // An associate, invited.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alex Associate');
  await page.getByRole('textbox', { name: 'Email' }).fill('alex@contoso.example');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('alex');
  await page.getByRole('button', { name: 'Invite Associate' }).click();
  await expect(page.getByText('Alex Associate')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Stay on Trial and Finish' })).toBeVisible();

  // The wizard resumes where it was left.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Stay on Trial and Finish' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay on Trial and Finish' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Company Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Onboarding' })).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/projects');
  await expect(page.getByText('Warehouse Audit')).toBeVisible();
  await page.goto('/users');
  await expect(page.getByText('Alex Associate')).toBeVisible();
});
