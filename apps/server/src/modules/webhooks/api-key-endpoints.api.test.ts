import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, auditEntries, users, webhookDeliveries } from '../../db/schema/index.ts';
import { bearerFor, buildApiKey, buildTenant, buildUser } from '../../test/factories.ts';
import { engine, useTestContext } from '../../test/harness.ts';
import { claimDueDeliveries } from './webhooks.repository.ts';

// Issue 26's rule for credentials, applied to webhooks (issue 30 §4): what a leaked API key
// sets up must not outlive the key. An endpoint a key made or changed receives events only
// while that key still acts; revoking the key turns the endpoint off.
const ctx = useTestContext({ FEATURE_FLAGS: 'GenerateApiKeys=on' });
const endpoint = { url: 'http://127.0.0.1:9/hook', events: ['client.created'] };

async function keyWithEndpoint() {
  const { tenantId } = await buildTenant(ctx.db);
  const admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
  const key = await buildApiKey(ctx.db, { tenantId, scopes: ['webhooks'] });
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: key.headers,
    payload: endpoint,
  });
  expect(made.statusCode, made.body).toBe(201);
  const person = bearerFor(ctx.app, admin);
  let clients = 0;
  const addClient = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/clients',
      headers: person,
      payload: { name: `Client ${++clients}` },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const queued = async () =>
    (
      await ctx.db.withTenant(tenantId, (tx) =>
        tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId)),
      )
    ).length;
  const listed = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: person })).json()
      .webhooks[0];
  return { tenantId, key, person, id: made.json().id as string, addClient, queued, listed };
}

/** The deliveries the worker would send now, across tenants (as the worker claims them). */
const claimable = (tenantId: string) =>
  ctx.db
    .withSystem('test: claim', (tx) =>
      claimDueDeliveries(tx, { limit: 1000, leaseSeconds: 60, now: ctx.app.deps.clock.now() }),
    )
    .then((rows) => rows.filter((row) => row.tenantId === tenantId));

describe(`webhook endpoints set up by an API key on ${engine}`, () => {
  it('read which key set them up, and receive events while the key acts', async () => {
    const world = await keyWithEndpoint();
    expect(await world.listed()).toMatchObject({
      enabled: true,
      apiKey: { id: world.key.id, acts: true },
    });
    await world.addClient();
    expect(await world.queued()).toBe(1);
  });

  it('are turned off, in the trail, when the key is revoked: no event is queued or sent after', async () => {
    const world = await keyWithEndpoint();
    await world.addClient();
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-keys/${world.key.id}`,
      headers: world.person,
    });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    expect(await world.listed()).toMatchObject({
      enabled: false,
      apiKey: { id: world.key.id, acts: false },
    });
    // The delivery queued before the revocation is not sent to the key's URL either.
    expect(await claimable(world.tenantId)).toEqual([]);
    await world.addClient();
    expect(await world.queued()).toBe(1);
    const trail = await ctx.db.withTenant(world.tenantId, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, world.tenantId), eq(auditEntries.entityId, world.id))),
    );
    expect(trail.map((entry) => [entry.action, entry.after])).toContainEqual([
      'update',
      expect.objectContaining({ enabled: false }),
    ]);
  });

  it.each([
    [
      'expires',
      (tenantId: string, keyId: string) =>
        ctx.db.withTenant(tenantId, (tx) =>
          tx
            .update(apiKeys)
            .set({ expiresAt: new Date(ctx.app.deps.clock.now().getTime() - 1000) })
            .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId))),
        ),
    ],
    [
      "loses its creator's Administrator role",
      async (tenantId: string, keyId: string) => {
        const [key] = await ctx.db.withTenant(tenantId, (tx) =>
          tx
            .select()
            .from(apiKeys)
            .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId))),
        );
        await ctx.db.withTenant(tenantId, (tx) =>
          tx
            .update(users)
            .set({ role: 'assoc' })
            .where(and(eq(users.tenantId, tenantId), eq(users.userId, key!.createdBy))),
        );
      },
    ],
  ])('receive nothing once the key %s, and what was queued waits', async (_, endKey) => {
    const world = await keyWithEndpoint();
    await world.addClient();
    await endKey(world.tenantId, world.key.id);
    expect(await world.listed()).toMatchObject({ apiKey: { acts: false } });
    expect(await claimable(world.tenantId)).toEqual([]);
    await world.addClient();
    expect(await world.queued()).toBe(1);
  });

  it('are taken over by a person who saves them, and receive events again', async () => {
    const world = await keyWithEndpoint();
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-keys/${world.key.id}`,
      headers: world.person,
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${world.id}`,
      headers: world.person,
      payload: { ...endpoint, enabled: true },
    });
    expect(saved.json()).toMatchObject({ enabled: true, apiKey: null });
    await world.addClient();
    expect(await world.queued()).toBe(1);
    expect(await claimable(world.tenantId)).toHaveLength(1);
  });
});
