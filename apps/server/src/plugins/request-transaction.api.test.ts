import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../test/factories.ts';
import {
  createSecondInstance,
  createTestContext,
  engine,
  type TestContext,
} from '../test/harness.ts';

// One request, one transaction (ARCHITECTURE "Request path"): the caller's stored state is
// read inside the handler's own transaction, and revocation still counts at once.
describe(`the request path on ${engine}`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext(
      {},
      (app) => {
        app.get('/api/test/whoami', { config: { access: 'signedIn' } }, async (request) => ({
          userId: request.auth?.userId,
        }));
      },
      { mail: { worker: false } },
    );
    const { tenantId } = await buildTenant(ctx.db);
    admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
    headers = bearerFor(ctx.app, admin);
  });
  afterAll(() => ctx.close());

  const transactionsFor = async (url: string) => {
    const before = ctx.db.transactionCount();
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return ctx.db.transactionCount() - before;
  };

  it('an authenticated read runs exactly one transaction, the credential check included', async () => {
    expect(await transactionsFor('/api/profile/')).toBe(1);
    expect(await transactionsFor('/api/crm/ps/clients?page=0&pageSize=10')).toBe(1);
    expect(await transactionsFor('/api/users/v2?q=test&page=0&pageSize=10')).toBe(1);
    expect(await transactionsFor('/api/tenant/get-tenant-information')).toBe(1);
  });

  it('a route that never reaches the database still checks the caller before answering', async () => {
    const user = await buildUser(ctx.db, { tenantId: admin.tenantId, role: 'assoc' });
    const bearer = bearerFor(ctx.app, user);
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/test/whoami', headers: bearer });
    expect(ok.json()).toEqual({ userId: user.userId });
    await ctx.app.inject({ method: 'POST', url: '/api/tokens/logout', headers: bearer });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/test/whoami', headers: bearer });
    expect(after.statusCode).toBe(401);
  });

  it('a role lowered since sign-in counts at once, though the token still claims the old one', async () => {
    const demoted = await buildUser(ctx.db, { tenantId: admin.tenantId, role: 'admin' });
    const bearer = bearerFor(ctx.app, demoted);
    const list = () =>
      ctx.app.inject({ method: 'GET', url: '/api/crm/ps/clients', headers: bearer });
    expect((await list()).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/v2/${demoted.userId}`,
      headers,
      payload: { role: 'assoc' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
  });
});

describe.skipIf(engine !== 'postgres')('several instances on one PostgreSQL', () => {
  let first: TestContext;
  let second: App;
  beforeAll(async () => {
    first = await createTestContext({}, undefined, { mail: { worker: false } });
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a sign-out on one instance cuts the session on the other at the very next request', async () => {
    const { tenantId } = await buildTenant(first.db);
    const user = await buildUser(first.db, { tenantId, role: 'admin' });
    const headers = bearerFor(first.app, user);
    const profileOnSecond = () => second.inject({ method: 'GET', url: '/api/profile/', headers });
    expect((await profileOnSecond()).statusCode).toBe(200);
    const out = await first.app.inject({ method: 'POST', url: '/api/tokens/logout', headers });
    expect(out.statusCode).toBe(204);
    expect((await profileOnSecond()).statusCode).toBe(401);
  });
});
