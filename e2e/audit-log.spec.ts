import { expect, openScreen, test } from './fixtures.ts';
import { newCompany, ownerHeaders, signInAs } from './helpers.ts';

// The Audit Log (issue 30 §2): a change made by the company's administrator shows with who
// made it and the fields it changed; the filters narrow the list; the chain verifies.
test('the Audit Log shows who changed what, filters it and verifies the chain', async ({
  page,
  request,
}) => {
  const company = await newCompany(request, { prefix: 'audit', companyName: 'Audited Staffing' });
  const headers = await ownerHeaders(request, company);
  const settings = await request.get('/api/admin/approval-settings', { headers });
  const saved = await request.put('/api/admin/approval-settings', {
    headers,
    data: { ...(await settings.json()), digest: 'daily' },
  });
  expect(saved.status()).toBe(200);
  const created = await request.post('/api/users/v2', {
    headers,
    data: {
      username: 'ivy',
      name: 'Ivy Chen',
      email: `ivy@${company.tenantId}.example`,
      role: 'assoc',
    },
  });
  expect(created.status()).toBe(201);

  // Signing up and setting the company up leave entries too: the counts below are read first.
  const countOf = async (query = '') =>
    (await (await request.get(`/api/admin/audit?page=0&pageSize=10${query}`, { headers })).json())
      .count as number;
  const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;
  const all = await countOf();
  const ofUsers = await countOf('&entityType=user');

  await signInAs(page, company.tenantId, company.owner.username, company.owner.password);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await openScreen(page, '/admin/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log entries' });
  await expect(table.getByText('Created').first()).toBeVisible();
  await expect(table.getByText('User ivy')).toBeVisible();
  await expect(table.getByText('Approvals and Reminders', { exact: false })).toBeVisible();
  // The settings' change reads as a diff: the digest went from immediate to daily.
  await expect(table.getByText('immediate', { exact: true })).toBeVisible();
  await expect(table.getByText('daily', { exact: true })).toBeVisible();
  await expect(page.getByText(entries(all), { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'User' }).click();
  await expect(page.getByText(entries(ofUsers), { exact: true })).toBeVisible();
  await expect(table.getByText('User ivy')).toBeVisible();
  await expect(table.getByText('daily', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(
    page.getByText(`The audit trail is intact: ${entries(all)} verified.`),
  ).toBeVisible();

  // Retention: kept forever by default; a number of years out of range is refused by name,
  // and the change is itself an entry.
  await page.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Any entity' }).click();
  const retention = page.getByRole('region', { name: 'Retention' });
  await expect(retention.getByRole('radio', { name: 'Forever' })).toBeChecked();
  await retention.getByRole('radio', { name: 'Delete entries older than' }).check();
  await retention.getByRole('spinbutton', { name: 'Years' }).fill('0');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(retention.getByText('Enter a whole number of years from 1 to 50')).toBeVisible();
  await retention.getByRole('spinbutton', { name: 'Years' }).fill('7');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention saved.')).toBeVisible();
  await expect(table.getByText('Audit retention', { exact: false })).toBeVisible();
  await expect(page.getByText(entries(all + 1), { exact: true })).toBeVisible();
});
