import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { AXE_WIDTHS, expect, openScreen, seriousViolations, test, type Page } from './fixtures.ts';
import { newCompany, ownerHeaders, signInAs } from './helpers.ts';

// Webhooks (issue 30 §4): an administrator adds an endpoint on loopback (allowed on the local
// stage), copies the secret shown once, and the endpoint receives signed events the receiver
// verifies with the standardwebhooks library; the delivery log shows it, Redeliver sends it
// again with the same webhook-id. A company of its own, so nothing another spec reads changes.

// axe runs as an injected script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

async function passesAxe(page: Page, what: string) {
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1536, height: 900 });
}

test('an endpoint added on the Webhooks screen receives signed events, logged and redelivered', async ({
  page,
  request,
}) => {
  test.slow();
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  try {
    const company = await newCompany(request, { prefix: 'hooks', companyName: 'Hooks Co' });
    await signInAs(page, company.tenantId, company.owner.username, company.owner.password);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    await openScreen(page, '/admin/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
    await passesAxe(page, 'Webhooks (empty)');

    await page.getByRole('button', { name: 'New Endpoint' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect(drawer.getByText('Choose at least one event')).toBeVisible();
    await passesAxe(page, 'New Endpoint');
    await drawer.getByRole('textbox', { name: 'URL' }).fill(url);
    await drawer.getByRole('checkbox', { name: /client\.created/ }).check();
    await drawer.getByRole('button', { name: 'Submit' }).click();

    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(shown.getByText('It will not be shown again.')).toBeVisible();
    const secret = await shown.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await passesAxe(page, 'Signing secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('cell', { name: url, exact: true })).toBeVisible();
    await passesAxe(page, 'Webhooks (one endpoint)');

    // A client added through the API: the endpoint hears of it, signed.
    const headers = await ownerHeaders(request, company);
    const created = await request.post('/api/crm/ps/clients', {
      headers,
      data: { name: 'Northwind' },
    });
    expect(created.status()).toBe(201);
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const event = new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as {
      type: string;
      data: { name: string };
    };
    expect(event).toMatchObject({ type: 'client.created', data: { name: 'Northwind' } });

    await page.getByRole('button', { name: `Deliveries: ${url}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries - ${url}` });
    await expect(log.getByText('Delivered')).toBeVisible();
    await expect(log.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await passesAxe(page, 'Deliveries');
    await log.getByRole('button', { name: /^Redeliver: client\.created/ }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    await log.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Rotate Secret: ${url}` }).click();
    await page.getByRole('button', { name: 'Rotate Secret', exact: true }).click();
    const rotated = page.getByRole('dialog', { name: 'Signing secret' });
    const next = await rotated.getByTestId('webhook-secret').inputValue();
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
  } finally {
    server.close();
  }
});
