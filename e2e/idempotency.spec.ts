import { expect, openScreen, test, type APIRequestContext, type Page } from './fixtures.ts';
import { newCompany, ownerHeaders, signInAs } from './helpers.ts';

const CLIENTS = '/api/crm/ps/clients';

async function openNewClient(page: Page, request: APIRequestContext, name: string) {
  const company = await newCompany(request, { prefix: 'idem', companyName: 'Retry Staffing' });
  const headers = await ownerHeaders(request, company);
  await signInAs(page, company.tenantId, company.owner.username, company.owner.password);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await openScreen(page, '/clients');
  await page.getByRole('button', { name: 'New Client' }).first().click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox', { name: 'Name' }).first().fill(name);
  return { editor, headers };
}

async function clientsNamed(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
) {
  const response = await request.get(`${CLIENTS}?all=true`, { headers });
  const { clients } = (await response.json()) as { clients: { name: string }[] };
  return clients.filter((client) => client.name === name);
}

test('a New Client submitted twice before the first answer creates one client', async ({
  page,
  request,
}) => {
  const name = 'Double Click Ltd';
  const { editor, headers } = await openNewClient(page, request, name);
  const keys: (string | undefined)[] = [];
  const replayed: (string | undefined)[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(CLIENTS))
      keys.push(sent.headers()['idempotency-key']);
  });
  page.on('response', (answer) => {
    if (answer.request().method() === 'POST' && answer.url().endsWith(CLIENTS))
      replayed.push(answer.headers()['idempotent-replayed']);
  });

  // Two clicks in one task: the second lands before React has shown the first one's loading state.
  await editor
    .getByRole('button', { name: 'Submit' })
    .evaluate((button: HTMLElement) => [button.click(), button.click()]);
  await expect(page.getByText('Successfully created client').first()).toBeVisible();
  await expect.poll(() => replayed.length).toBe(2);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toContain('true');
  expect(await clientsNamed(request, headers, name)).toHaveLength(1);
});

test('a New Client whose answer is lost is retried with its key and created once', async ({
  page,
  request,
}) => {
  const name = 'Lost Answer Ltd';
  const { editor, headers } = await openNewClient(page, request, name);
  let lost = false;
  await page.route(`**${CLIENTS}`, async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.fallback();
    lost = true;
    // The server creates the client, but the connection drops before its answer arrives.
    await route.fetch();
    await route.abort('connectionreset');
  });

  await editor.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created client')).toBeVisible();
  expect(lost).toBe(true);
  expect(await clientsNamed(request, headers, name)).toHaveLength(1);
});
