import { expect, openScreen, test } from './fixtures.ts';
import { latestMail, signInAs } from './helpers.ts';

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
  // The first visit says what to do next, not "Welcome back".
  await expect(page.getByText('Contoso Staffing Ltd is set up. What to do next:')).toBeVisible();
  await expect(
    page.getByText(
      'Alex Associate has been e-mailed a username and a temporary password and can log time on Warehouse Audit at once.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Onboarding' })).toHaveCount(0);

  // Who has not submitted last week: Alex, listed by the figure, with a way to submit for them.
  await page.getByRole('link', { name: /^1\s*Not submitted last week/ }).click();
  const people = page.getByRole('dialog', { name: /Not submitted last week/ });
  await expect(people.getByText('Alex Associate')).toBeVisible();
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await people.getByRole('button', { name: 'Close' }).click();
  await expect(people).toBeHidden();

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Welcome back,/)).toBeVisible();

  // Account Setup is not offered again, not even at its address.
  const asked = page.waitForRequest((call) => call.url().endsWith('/api/onboarding/state'));
  await page.goto('/account-setup');
  // The owner's credentials, as the app sends them.
  const headers = { authorization: (await asked).headers().authorization ?? '' };
  await expect(page.getByText(/Account Setup is over: it was finished or skipped/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip Account Setup' })).toHaveCount(0);

  // The invited associate is on the wizard's project, so they can log time.
  const listed = await page.request.get('/api/crm/ps/projects', { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  const projects = (await listed.json()).projects as { id: string; name: string }[];
  const audit = projects.find((project) => project.name === 'Warehouse Audit');
  const alex = await page.request.get('/api/users/v2/alex', { headers });
  expect(alex.status()).toBe(200);
  expect((await alex.json()).assignments.map((a: { id: string }) => a.id)).toEqual([audit?.id]);

  await openScreen(page, '/projects');
  await expect(page.getByText('Warehouse Audit')).toBeVisible();
  await openScreen(page, '/users');
  await expect(page.getByText('Alex Associate')).toBeVisible();
});

test('an administrator keeps the company details, verifies the Internal Contact Email and invites someone to try', async ({
  page,
  request,
}) => {
  const tenantId = `admin-${Date.now().toString(36)}`;
  const signUp = await request.post('/api/welcome/sign-up', {
    data: {
      tenantId,
      companyName: 'Litware Services',
      username: 'lena',
      name: 'Lena Owner',
      email: 'lena@litware.example',
      password: 'Start-trial-1',
    },
  });
  expect(signUp.status()).toBe(201);
  await signInAs(page, tenantId, 'lena', 'Start-trial-1');
  await expect(page).toHaveURL(/\/account-setup$/);

  await openScreen(page, '/admin/account-information');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await expect(page.getByText(tenantId, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('1 Main Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated account information')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');

  await openScreen(page, '/admin/internal-email');
  await page.getByRole('textbox', { name: 'Email' }).fill('office@litware.example');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Not verified')).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = /\b(\d{6})\b/.exec(
        (await latestMail(page, 'office@litware.example'))?.text ?? '',
      )?.[1];
      return code;
    })
    .toBeTruthy();
  await page.getByRole('textbox', { name: 'Code' }).fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Invite Users' }).click();
  await expect(page).toHaveURL(/\/invite$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Pat Prospect');
  await page.getByRole('textbox', { name: 'Email' }).fill('pat@prospect.example');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent to pat@prospect.example')).toBeVisible();
  const invitation = await latestMail(page, 'pat@prospect.example');
  expect(invitation?.subject).toBe('Lena Owner invites you to try Tallysheet');
  expect(invitation?.text).toContain('Lena Owner of Litware Services');
  expect(invitation?.text).toContain('/sign-up');
});
