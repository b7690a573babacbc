import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  API_KEY_SCOPES,
  API_KEY_USERS_RULES,
} from '@tallysheet/contract/api-keys/api-keys';
import { apiKeys } from '../../db/schema/index.ts';
import { IDEMPOTENCY_MESSAGES } from '../../plugins/idempotency.ts';
import { createTestClock } from '../../lib/clock.ts';
import { createTestContext, engine } from '../../test/harness.ts';
import { bearerFor, buildClient, buildTenant, buildUser } from '../../test/factories.ts';
import { users } from '../../db/schema/index.ts';
import { sha256 } from '../identity/opaque-token.ts';
import { LAST_USED_EVERY_MS } from './api-key-credentials.ts';

const clock = createTestClock('2026-11-24T12:00:00Z');
const ctx = await createTestContext(
  { FEATURE_FLAGS: 'GenerateApiKeys=on', API_KEY_RATE_LIMIT: '20' },
  undefined,
  { clock },
);
afterAll(() => ctx.close());

const home = await buildTenant(ctx.db);
const admin = await buildUser(ctx.db, { tenantId: home.tenantId, role: 'admin' });
const other = await buildTenant(ctx.db);
const otherAdmin = await buildUser(ctx.db, { tenantId: other.tenantId, role: 'admin' });
await buildClient(ctx.db, { tenantId: home.tenantId, name: 'Home client' });
await buildClient(ctx.db, { tenantId: other.tenantId, name: 'Other client' });

type Created = { id: string; key: string; prefix: string; expiresAt: string | null };
/** A key with every scope unless the payload says otherwise. */
async function createKey(
  payload: Record<string, unknown> = { name: 'Payroll export' },
  by = admin,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: bearerFor(ctx.app, by),
    payload: { scopes: [...API_KEY_SCOPES], ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Created>();
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const withKey = (
  key: string,
  url = '/api/crm/ps/clients',
  method: Method = 'GET',
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
const storedRow = (tenantId: string, id: string) =>
  ctx.db
    .withTenant(tenantId, (tx) => tx.select().from(apiKeys).where(eq(apiKeys.id, id)))
    .then((rows) => rows[0]!);
const listKeys = (by = admin) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: bearerFor(ctx.app, by) });

describe(`API keys on ${engine}`, () => {
  it('a new key is shown once and only its hash is stored', async () => {
    const created = await createKey();
    expect(created.key).toMatch(new RegExp(`^tsk_${home.tenantId}\\.[A-Za-z0-9_-]{43}$`));
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const row = await storedRow(home.tenantId, created.id);
    expect(row.keyHash).toBe(sha256(created.key));
    expect(Object.values(row)).not.toContain(created.key);
    const list = await listKeys();
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().apiKeys).toContainEqual(
      expect.objectContaining({ id: created.id, name: 'Payroll export', prefix: created.prefix }),
    );
  });

  it("a key acts as an administrator of its own tenant and sees none of another tenant's data", async () => {
    const { key } = await createKey();
    const response = await withKey(key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Home client');
    expect(response.body).not.toContain('Other client');
  });

  it("a key edited to name another tenant is refused, and another tenant's keys are not listed", async () => {
    const { key, id } = await createKey();
    const secret = key.slice(key.lastIndexOf('.') + 1);
    const response = await withKey(`tsk_${other.tenantId}.${secret}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(API_KEY_MESSAGES.invalid);
    const theirs = await listKeys(otherAdmin);
    expect(theirs.json().apiKeys.map((k: { id: string }) => k.id)).not.toContain(id);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-keys/${id}`,
      headers: bearerFor(ctx.app, otherAdmin),
    });
    expect(revoke.statusCode).toBe(404);
  });

  it('a revoked key is refused at the very next request', async () => {
    const { key, id } = await createKey();
    expect((await withKey(key)).statusCode).toBe(200);
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-keys/${id}`,
      headers: bearerFor(ctx.app, admin),
    });
    expect(revoke.statusCode).toBe(204);
    const response = await withKey(key);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(API_KEY_MESSAGES.invalid);
    const listed = (await listKeys()).json().apiKeys.find((k: { id: string }) => k.id === id);
    expect(listed.revokedAt).toBe(clock.now().toISOString());
  });

  it('a key stops working the moment its expiry passes', async () => {
    const expiresAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const { key } = await createKey({ name: 'Short lived', expiresAt });
    expect((await withKey(key)).statusCode).toBe(200);
    clock.advance(3_600_000);
    const response = await withKey(key);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(API_KEY_MESSAGES.expired);
  });

  it('the last use is recorded, at most once a minute', async () => {
    const { key, id } = await createKey();
    expect((await storedRow(home.tenantId, id)).lastUsedAt).toBeNull();
    await withKey(key);
    const first = clock.now();
    expect((await storedRow(home.tenantId, id)).lastUsedAt).toEqual(first);
    clock.advance(LAST_USED_EVERY_MS / 2);
    await withKey(key);
    expect((await storedRow(home.tenantId, id)).lastUsedAt).toEqual(first);
    clock.advance(LAST_USED_EVERY_MS);
    await withKey(key);
    expect((await storedRow(home.tenantId, id)).lastUsedAt).toEqual(clock.now());
  });

  it.each([
    ['GET', '/api/admin/api-keys'],
    ['POST', '/api/admin/api-keys'],
    ['DELETE', '/api/admin/api-keys/any'],
    ['POST', '/api/tokens/logout'],
    ['POST', '/api/tokens/change-password'],
    ['GET', '/api/profile/'],
    ['GET', '/api/tenant/pricing-quote?subscriptionType=Monthly&users=2'],
    ['GET', '/api/tenant/billing-history'],
    ['POST', '/api/tenant/create-subscription'],
    ['POST', '/api/users/reset-user-password'],
    ['POST', '/api/users/reset-mfa'],
    ['PUT', '/api/admin/account-information'],
    ['GET', '/api/admin/internal-email'],
    ['POST', '/api/welcome/invitations'],
  ])(
    'a key with every scope is refused on %s %s (identity, passwords, second factors, profile, billing, settings, key management)',
    async (method, url) => {
      const { key } = await createKey();
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${key}` },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(API_KEY_MESSAGES.notAccepted);
    },
  );

  it('an expiry in the past or a blank name is a 400 naming the field', async () => {
    const past = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: bearerFor(ctx.app, admin),
      payload: {
        name: 'Old',
        scopes: ['directory:read'],
        expiresAt: new Date(clock.now().getTime() - 1).toISOString(),
      },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toEqual([
      { path: 'expiresAt', message: API_KEY_MESSAGES.expiryInPast },
    ]);
    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: bearerFor(ctx.app, admin),
      payload: { name: '  ', scopes: ['directory:read'] },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual(
      expect.objectContaining({ path: 'name', message: API_KEY_MESSAGES.nameRequired }),
    );
  });

  it('a key of a tenant whose subscription ended gets what an administrator would', async () => {
    const ended = await buildTenant(ctx.db, { subscriptionStatus: 'inactive' });
    const endedAdmin = await buildUser(ctx.db, { tenantId: ended.tenantId, role: 'admin' });
    const owner = await buildUser(ctx.db, { tenantId: ended.tenantId, role: 'TenantAdmin' });
    const { key } = await createKey({ name: 'Ended' }, owner);
    const byKey = await withKey(key);
    const byAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/crm/ps/clients',
      headers: bearerFor(ctx.app, endedAdmin),
    });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json()).toMatchObject({ code: 'SUBSCRIPTION_INACTIVE' });
    expect(byAdmin.json()).toMatchObject({ code: 'SUBSCRIPTION_INACTIVE' });
  });

  it('a POST made with a key is idempotent with an Idempotency-Key, as with a session', async () => {
    const { key } = await createKey();
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/crm/ps/clients',
        headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'key-retry-1' },
        payload: { name: 'Made by a key', description: '' },
      });
    const first = await post();
    const again = await post();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = await withKey(key);
    expect(list.body.match(/Made by a key/g)).toHaveLength(1);
  });

  it('creating a key takes no Idempotency-Key, so its answer (the key) is never stored', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: { ...bearerFor(ctx.app, admin), 'idempotency-key': 'create-key-1' },
      payload: { name: 'Retried', scopes: ['directory:read'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.refused },
    ]);
  });

  it('the OpenAPI document offers the apiKey scheme where keys are taken, and only there', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const clients = document.paths['/api/crm/ps/clients'];
    expect(clients.get.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(clients.get['x-api-key-scope']).toBe('directory:read');
    expect(clients.post['x-api-key-scope']).toBe('directory:write');
    expect(clients.post.description).toContain('API key scope: `directory:write`');
    expect(document.paths['/api/users/v2'].post['x-api-key-scope']).toBe('users:write');
    expect(document.paths['/api/users/reset-user-password'].post.security).toBeUndefined();
    expect(clients.post.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key' }),
    );
    const keys = document.paths['/api/admin/api-keys'];
    expect(keys.get.security ?? document.security).toEqual([{ bearer: [] }]);
    expect(keys.post.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key' }),
    );
  });

  it('a key needs at least one known scope: none, an empty list or an unknown one is a 400 naming scopes', async () => {
    for (const payload of [
      { name: 'No scopes' },
      { name: 'Empty', scopes: [] },
      { name: 'Unknown', scopes: ['directory:read', 'billing:write'] },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/api-keys',
        headers: bearerFor(ctx.app, admin),
        payload,
      });
      expect(response.statusCode, payload.name).toBe(400);
      expect(response.json().issues, payload.name).toContainEqual(
        expect.objectContaining({ path: expect.stringMatching(/^scopes/) }),
      );
      const message = response.json().issues[0].message;
      expect([API_KEY_MESSAGES.scopesRequired, API_KEY_MESSAGES.scopeUnknown]).toContain(message);
    }
  });

  it("the list shows each key's scopes and who made it", async () => {
    const { id } = await createKey({ name: 'Reader', scopes: ['reports:read', 'directory:read'] });
    const listed = (await listKeys()).json().apiKeys.find((k: { id: string }) => k.id === id);
    expect(listed.scopes).toEqual(['reports:read', 'directory:read']);
    expect(listed.createdBy).toEqual({ id: admin.userId, name: admin.displayName });
  });

  it('a key reaches only the calls its scopes name; any other is a 403 naming the missing scope', async () => {
    const { key } = await createKey({ name: 'Directory reader', scopes: ['directory:read'] });
    expect((await withKey(key)).statusCode).toBe(200);
    const write = await withKey(key, '/api/crm/ps/clients', 'POST', { name: 'By a reader' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(API_KEY_MESSAGES.missingScope('directory:write'));
    const users = await withKey(key, '/api/users/v2');
    expect(users.statusCode).toBe(403);
    expect(users.json().message).toBe(API_KEY_MESSAGES.missingScope('users:read'));
  });

  it('a key never creates or promotes an Administrator: users:write reaches Associates only', async () => {
    const { key } = await createKey({ name: 'HR sync', scopes: ['users:read', 'users:write'] });
    const person = (username: string, role: string) => ({
      username,
      name: `Person ${username}`,
      email: `${username}@example.com`,
      role,
    });
    for (const role of ['admin']) {
      const made = await withKey(key, '/api/users/v2', 'POST', person(`by-key-${role}`, role));
      expect(made.statusCode, `${role}: ${made.body}`).toBe(403);
      expect(made.json().message).toBe(API_KEY_USERS_RULES.associatesOnly);
    }
    const associate = await withKey(key, '/api/users/v2', 'POST', person('by-key-assoc', 'assoc'));
    expect(associate.statusCode, associate.body).toBe(201);
    const promote = await withKey(key, '/api/users/v2/by-key-assoc', 'PUT', { role: 'admin' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(API_KEY_USERS_RULES.associatesOnly);
    const password = await withKey(key, '/api/users/v2/by-key-assoc', 'PUT', {
      resendEmailsAndUpdatePassword: true,
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toBe(API_KEY_USERS_RULES.noPasswords);
    const rename = await withKey(key, '/api/users/v2/by-key-assoc', 'PUT', { name: 'Renamed' });
    expect(rename.statusCode, rename.body).toBe(200);
    const otherAdmin = await buildUser(ctx.db, { tenantId: home.tenantId, role: 'admin' });
    for (const [method, url, payload] of [
      ['PUT', `/api/users/v2/${otherAdmin.userId}`, { email: 'attacker@example.com' }],
      ['PUT', '/api/users/archive', { userId: otherAdmin.userId, archived: true }],
      ['DELETE', `/api/users/v2/${otherAdmin.userId}`, undefined],
    ] as const) {
      const response = await withKey(key, url, method, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json().message).toBe(API_KEY_USERS_RULES.associatesOnly);
    }
    const stored = await ctx.db.withTenant(home.tenantId, (tx) =>
      tx.select().from(users).where(eq(users.userId, otherAdmin.userId)),
    );
    expect(stored[0]).toMatchObject({
      email: otherAdmin.email,
      isArchived: false,
      isDeleted: false,
    });
  });

  it.each([
    ['archived', { isArchived: true }],
    ['deleted', { isDeleted: true }],
    ['made an Associate', { role: 'assoc' as const }],
  ])(
    'a key stops working at the next request once the Administrator who made it is %s',
    async (_what, change) => {
      const creator = await buildUser(ctx.db, { tenantId: home.tenantId, role: 'admin' });
      const { key } = await createKey({ name: 'Theirs' }, creator);
      expect((await withKey(key)).statusCode).toBe(200);
      await ctx.db.withTenant(home.tenantId, (tx) =>
        tx.update(users).set(change).where(eq(users.userId, creator.userId)),
      );
      const response = await withKey(key);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(API_KEY_MESSAGES.creatorGone);
    },
  );

  it("a Billing Administrator's key works while they are one", async () => {
    const owner = await buildUser(ctx.db, { tenantId: home.tenantId, role: 'TenantAdmin' });
    const { key } = await createKey({ name: 'Owner' }, owner);
    expect((await withKey(key)).statusCode).toBe(200);
  });

  it('each key has its own rate limit', async () => {
    const busy = await createKey({ name: 'Busy' });
    const calm = await createKey({ name: 'Calm' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await withKey(busy.key)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await withKey(calm.key)).statusCode).toBe(200);
  });
});

describe(`API keys with GenerateApiKeys off on ${engine}`, async () => {
  const off = await createTestContext();
  afterAll(() => off.close());
  const tenant = await buildTenant(off.db);
  const offAdmin = await buildUser(off.db, { tenantId: tenant.tenantId, role: 'admin' });

  it('key management answers 404 and a stored key is refused', async () => {
    const list = await off.app.inject({
      method: 'GET',
      url: '/api/admin/api-keys',
      headers: bearerFor(off.app, offAdmin),
    });
    expect(list.statusCode).toBe(404);
    const { newApiKey } = await import('./api-keys.service.ts');
    const { key, hash, prefix } = newApiKey(tenant.tenantId);
    await off.db.withTenant(tenant.tenantId, (tx) =>
      tx.insert(apiKeys).values({
        tenantId: tenant.tenantId,
        id: 'stored',
        keyHash: hash,
        prefix,
        name: 'Made while on',
        createdBy: offAdmin.userId,
        scopes: ['directory:read'],
      }),
    );
    const response = await off.app.inject({
      method: 'GET',
      url: '/api/crm/ps/clients',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe(`the address limit on API keys on ${engine}`, async () => {
  const limited = await createTestContext({
    FEATURE_FLAGS: 'GenerateApiKeys=on',
    API_KEY_ADDRESS_RATE_LIMIT: '3',
  });
  afterAll(() => limited.close());
  const tenant = await buildTenant(limited.db);

  it('made-up keys from one address meet a 429 past the limit instead of a lookup each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await limited.app.inject({
        method: 'GET',
        url: '/api/crm/ps/clients',
        headers: { authorization: `Bearer tsk_${tenant.tenantId}.made-up-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
