import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, engine, type TestContext } from '../test/harness.ts';
import { holdTheConnection, openWithOneConnection } from '../test/one-connection.ts';
import type { Database } from './client.ts';

/**
 * The outbox's transactions wait for a connection before the requests already waiting
 * (`withSystem(…, { ahead: true })`, fair-queue.ts): on PostgreSQL in front of the pool, on
 * PGlite in front of its one connection.
 */
describe(`a transaction marked ahead on ${engine}`, () => {
  let ctx: TestContext;
  let db: Database;
  let own: Database | undefined;

  beforeAll(async () => {
    ctx = await createTestContext();
    // One connection, so that a second transaction waits (PGlite has one).
    if (engine === 'postgres') own = await openWithOneConnection(ctx);
    db = own ?? ctx.db;
  });
  afterAll(async () => {
    await own?.close();
    await ctx?.close();
  });

  it('runs before the transactions that were waiting for the connection when it came', async () => {
    const free = await holdTheConnection(db);
    const order: string[] = [];
    const waiting = [
      db.withSystem('test: a request', async () => void order.push('request')),
      db.withSystem('test: the outbox', async () => void order.push('outbox'), { ahead: true }),
    ];
    // Both are queued before the connection is free.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    await free();
    await Promise.all(waiting);
    expect(order).toEqual(['outbox', 'request']);
  });
});
