import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { clients, idempotencyKeys } from '../db/schema/index.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../test/harness.ts';
import { depsOf } from './deps.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

// Safe retries (issue 18): a POST with an Idempotency-Key creates at most one thing.
describe(`idempotent POSTs on ${engine}`, () => {
  let ctx: TestContext;
  let admin: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(
      {},
      (app) => {
        // Writes a client, then dies before answering, like an instance killed mid-request.
        app.post(
          '/api/test/crash',
          { config: { access: 'admin', apiKey: false } },
          async (request) => {
            const { tenantId } = request.auth!;
            await depsOf(request).db.withTenant(tenantId, (tx) =>
              tx.insert(clients).values({ tenantId, id: 'crash-client', name: 'Half written' }),
            );
            throw new Error('the instance died');
          },
        );
      },
      { mail: { worker: false } },
    );
    const { tenantId } = await buildTenant(ctx.db);
    admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
    other = await buildUser(ctx.db, { tenantId, role: 'admin' });
  });
  afterAll(() => ctx.close());

  const createClient = (name: string, key?: string, who = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/crm/ps/clients',
      headers: { ...bearerFor(ctx.app, who), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { name },
    });
  const clientCount = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/crm/ps/clients?all=true',
        headers: bearerFor(ctx.app, admin),
      })
    ).json().count as number;

  it('a retry with the same key gets the first answer and creates nothing more', async () => {
    const before = await clientCount();
    const first = await createClient('Retry Ltd', 'key-retry-1');
    expect(first.statusCode).toBe(201);
    const again = await createClient('Retry Ltd', 'key-retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await clientCount()).toBe(before + 1);
  });

  it('the same key with another body is a 422, and changes nothing', async () => {
    await createClient('First body', 'key-body');
    const before = await clientCount();
    const reused = await createClient('Second body', 'key-body');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was used with a different request');
    expect(await clientCount()).toBe(before);
  });

  it('keys are per caller: another user with the same key makes their own', async () => {
    const before = await clientCount();
    expect((await createClient('Mine', 'shared-key')).statusCode).toBe(201);
    expect((await createClient('Mine', 'shared-key', other)).statusCode).toBe(201);
    expect(await clientCount()).toBe(before + 2);
  });

  it('a request that died mid-way stored nothing, so its retry runs afresh', async () => {
    const crash = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/test/crash',
        headers: { ...bearerFor(ctx.app, admin), 'idempotency-key': 'key-crash' },
        payload: {},
      });
    expect((await crash()).statusCode).toBe(500);
    const rows = await ctx.db.withTenant(admin.tenantId, (tx) =>
      tx
        .select()
        .from(clients)
        .where(sql`${clients.id} = 'crash-client'`),
    );
    expect(rows).toEqual([]);
    const keys = await ctx.db.withTenant(admin.tenantId, (tx) =>
      tx
        .select()
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.key} = 'key-crash'`),
    );
    expect(keys).toEqual([]);
    expect((await crash()).statusCode).toBe(500);
  });

  it('a key is remembered for 24 hours, then forgotten', async () => {
    const before = await clientCount();
    await createClient('Old', 'key-old');
    await ctx.db.withTenant(admin.tenantId, (tx) =>
      tx
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(sql`${idempotencyKeys.key} = 'key-old'`),
    );
    expect((await createClient('Old', 'key-old')).headers['idempotent-replayed']).toBeUndefined();
    expect(await clientCount()).toBe(before + 2);
  });

  it('a malformed key is a 400 naming the header, and POSTs without a key work as before', async () => {
    const bad = await createClient('Bad key', 'x'.repeat(300));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'Idempotency-Key', message: 'Idempotency-Key: 1 to 255 visible ASCII characters' },
    ]);
    const before = await clientCount();
    await createClient('No key');
    await createClient('No key');
    expect(await clientCount()).toBe(before + 2);
  });
});

// Issue 26 items 3 and 4: a POST that takes or answers a secret and forgets to say so would
// count failures inside a transaction its refusal rolls back, or store the secret for replay.
describe(`calls that handle a secret on ${engine}`, () => {
  it('the app refuses to start when a POST takes a secret-named field without config.secret', async () => {
    const started = createTestContext({}, (app) => {
      app.post(
        '/api/test/forgot-to-say',
        {
          config: { access: 'admin', apiKey: false },
          schema: { body: z.object({ password: z.string() }) },
        },
        async () => ({}),
      );
    });
    await expect(started).rejects.toThrow(
      'POST /api/test/forgot-to-say handles password but says no config.secret',
    );
  });

  it('a POST that says config.secret refuses an Idempotency-Key, and stores nothing', async () => {
    const ctx = await createTestContext(
      {},
      (app) => {
        app.post(
          '/api/test/checks-a-code',
          { config: { access: 'admin', apiKey: false, secret: 'checks' } },
          async () => ({ checked: true }),
        );
      },
      { mail: { worker: false } },
    );
    try {
      const { tenantId } = await buildTenant(ctx.db);
      const admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/checks-a-code',
        headers: { ...bearerFor(ctx.app, admin), 'idempotency-key': 'a-key' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.refused },
      ]);
      const stored = await ctx.db.withTenant(tenantId, (tx) => tx.select().from(idempotencyKeys));
      expect(stored).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
