import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, engine, type TestContext } from '../test/harness.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../test/factories.ts';

let ctx: TestContext;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  const { tenantId } = await buildTenant(ctx.db, { subscriptionStatus: 'inactive' });
  admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
  owner = await buildUser(ctx.db, { tenantId, role: 'TenantAdmin' });
});
afterAll(() => ctx.close());

/** An invitation sent by `user`: a call outside tokens, profile and tenant. */
const invite = (user: TestUser) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/welcome/invitations',
    headers: bearerFor(ctx.app, user),
    payload: { email: 'x@example.com', name: 'X' },
  });

describe(`inactive subscription on ${engine}`, () => {
  it('an administrator of an inactive tenant gets 403 SUBSCRIPTION_INACTIVE outside tokens, profile and tenant', async () => {
    const refused = await invite(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SUBSCRIPTION_INACTIVE' });
  });

  it('profile and tenant information still answer, so the app can explain', async () => {
    for (const url of ['/api/profile/', '/api/tenant/get-tenant-information']) {
      const response = await ctx.app.inject({ url, headers: bearerFor(ctx.app, admin) });
      expect(response.statusCode).toBe(200);
    }
  });

  it('the Billing Administrator keeps access to activate the subscription', async () => {
    expect((await invite(owner)).statusCode).toBe(201);
  });
});
