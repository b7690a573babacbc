import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema/index.ts';
import { bearerFor, buildApiKey, buildTenant, buildUser } from '../../test/factories.ts';
import { createTestContext, engine, useTestContext, type TestContext } from '../../test/harness.ts';

const ctx = useTestContext({ FEATURE_FLAGS: 'GenerateApiKeys=on' });
const body = { url: 'https://hooks.example.com/tallysheet', events: ['timesheet.submitted'] };

async function adminOfNewTenant() {
  const { tenantId } = await buildTenant(ctx.db);
  const admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
  return { tenantId, headers: bearerFor(ctx.app, admin) };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) =>
  ctx.app.inject({ method, url: `/api/admin/webhooks${url}`, headers: headers as never, payload });

describe(`webhook endpoints on ${engine}`, () => {
  it('POST answers 201 with a whsec_ secret shown once: no later answer has it, and it is sealed at rest', async () => {
    const { tenantId, headers } = await adminOfNewTenant();
    const created = await call('POST', '', headers, body);
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({ ...body, enabled: true });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(endpoint.secret.slice(6), 'base64')).toHaveLength(32);

    const list = await call('GET', '', headers);
    expect(list.json()).toMatchObject({ count: 1, webhooks: [{ id: endpoint.id, ...body }] });
    expect(list.body).not.toContain(endpoint.secret.slice(6));
    const changed = await call('PUT', `/${endpoint.id}`, headers, { ...body, enabled: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).not.toHaveProperty('secret');
    expect(changed.json()).toMatchObject({ enabled: false });
    const [stored] = await ctx.db.withTenant(tenantId, (tx) =>
      tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenantId)),
    );
    expect(stored!.secret).not.toContain(endpoint.secret.slice(6));
    expect(ctx.app.deps.secrets.open(stored!.secret)).toBe(endpoint.secret);
  });

  it.each([
    ['url', { events: body.events }],
    ['url', { ...body, url: 'not a url' }],
    ['url', { ...body, url: 'ftp://example.com/x' }],
    ['url', { ...body, url: 'https://user:pw@example.com/x' }],
    ['events', { ...body, events: [] }],
    ['events', { url: body.url }],
    ['events.0', { ...body, events: ['timesheet.deleted'] }],
    ['enabled', { ...body, enabled: 'yes' }],
  ])('bad input is a 400 naming %s', async (path, payload) => {
    const { headers } = await adminOfNewTenant();
    const response = await call('POST', '', headers, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it("another tenant's endpoint and delivery are 404 on every call", async () => {
    const mine = await adminOfNewTenant();
    const theirs = await adminOfNewTenant();
    const { id } = (await call('POST', '', theirs.headers, body)).json();
    const delivery = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['PUT', `/${id}`, body],
      ['DELETE', `/${id}`],
      ['POST', `/${id}/rotate-secret`],
      ['GET', `/${id}/deliveries`],
      ['POST', `/${id}/deliveries/${delivery}/redeliver`],
    ] as const) {
      const response = await call(method, url, mine.headers, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(404);
    }
    const unknown = await call('POST', `/${id}/deliveries/not-a-uuid/redeliver`, theirs.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Delivery not found');
  });

  it('rotation answers a new secret once and keeps the old one signing for the overlap', async () => {
    const { headers } = await adminOfNewTenant();
    const { id, secret } = (await call('POST', '', headers, body)).json();
    const rotated = await call('POST', `/${id}/rotate-secret`, headers, { overlapHours: 2 });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);
    const expires = new Date(rotated.json().previousSecretExpiresAt).getTime();
    expect(expires - ctx.app.deps.clock.now().getTime()).toBeCloseTo(2 * 3_600_000, -4);
    const bad = await call('POST', `/${id}/rotate-secret`, headers, { overlapHours: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('overlapHours');
  });

  it('an endpoint removed is gone with its log; turning one on again clears its failures', async () => {
    const { tenantId, headers } = await adminOfNewTenant();
    const { id } = (await call('POST', '', headers, body)).json();
    const failing = new Date('2026-11-01T00:00:00Z');
    await ctx.db.withTenant(tenantId, (tx) =>
      tx
        .update(webhookEndpoints)
        .set({ enabled: false, failingSince: failing, disabledForFailuresAt: failing })
        .where(eq(webhookEndpoints.id, id)),
    );
    const on = await call('PUT', `/${id}`, headers, { ...body, enabled: true });
    expect(on.json()).toMatchObject({
      enabled: true,
      failingSince: null,
      disabledForFailuresAt: null,
    });
    expect((await call('DELETE', `/${id}`, headers)).statusCode).toBe(204);
    expect((await call('GET', `/${id}/deliveries`, headers)).statusCode).toBe(404);
  });

  it('an API key with the webhooks scope manages endpoints; one without it is refused', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    const scoped = await buildApiKey(ctx.db, { tenantId, scopes: ['webhooks'] });
    const other = await buildApiKey(ctx.db, { tenantId, scopes: ['directory:write'] });
    const made = await call('POST', '', scoped.headers, body);
    expect(made.statusCode, made.body).toBe(201);
    expect((await call('GET', '', scoped.headers)).json().count).toBe(1);
    expect((await call('GET', '', other.headers)).statusCode).toBe(403);
  });

  it('an associate is refused', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    const associate = await buildUser(ctx.db, { tenantId, role: 'assoc' });
    expect((await call('GET', '', bearerFor(ctx.app, associate))).statusCode).toBe(403);
  });
});

describe(`webhook URLs outside the local stage on ${engine}`, () => {
  let dev: TestContext;
  beforeAll(async () => {
    dev = await createTestContext({ STAGE: 'dev' });
  });
  afterAll(() => dev?.close());

  it.each([
    ['http://hooks.example.com/x', 'The URL must start with https://'],
    ['https://127.0.0.1/x', 'loopback'],
    ['https://[::1]/x', 'loopback'],
    ['https://10.1.2.3/x', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://localhost/x', 'loopback'],
  ])('%s is refused with a 400 on url (SSRF)', async (url, words) => {
    const { tenantId } = await buildTenant(dev.db);
    const admin = bearerFor(dev.app, await buildUser(dev.db, { tenantId, role: 'admin' }));
    const response = await dev.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin,
      payload: { url, events: ['client.created'] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: 'url' });
    expect(response.json().issues[0].message).toContain(words);
  });
});
