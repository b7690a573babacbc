import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTenant, buildUser, bearerFor, type TestUser } from '../test/factories.ts';
import {
  createSecondInstance,
  createTestContext,
  engine,
  type TestContext,
} from '../test/harness.ts';
import { holdTheConnection, openWithOneConnection } from '../test/one-connection.ts';
import type { Database } from './client.ts';

/**
 * A busy instance is not an unreachable database (issue 33 §1): a request that waited for one of
 * the pool's connections, all in use, is answered 503 SERVER_BUSY ("the server is busy"), never
 * "the database is not reachable", and readiness stays 200 while the database answers.
 */
describe.runIf(engine === 'postgres')('waiting for one of the pool’s connections', () => {
  let ctx: TestContext;
  let db: Database;
  let app: App;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    db = await openWithOneConnection(ctx, 100);
    app = await createSecondInstance({ ...ctx, db });
    const tenant = await buildTenant(db);
    user = await buildUser(db, { tenantId: tenant.tenantId, role: 'admin' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await ctx?.close();
  });

  const profile = () =>
    app.inject({ method: 'GET', url: '/api/profile', headers: bearerFor(app, user) });

  it('a request that waited past DATABASE_POOL_WAIT_MS gets 503 SERVER_BUSY with Retry-After; readiness stays 200; the next request after the connection is free is served', async () => {
    // The pool's one connection, held by a transaction that does not end yet.
    const free = await holdTheConnection(db);
    try {
      const busy = await profile();
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The server is busy. Please try again in a moment.',
        code: 'SERVER_BUSY',
      });
      // The database answers: readiness asks it on a connection of its own.
      const ready = await app.inject({ method: 'GET', url: '/api/util/health/ready' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await free();
    }
    expect((await profile()).statusCode).toBe(200);
  });
});
