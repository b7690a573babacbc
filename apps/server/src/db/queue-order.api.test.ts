import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, engine, type TestContext } from '../test/harness.ts';
import { openDatabase, type Database } from './client.ts';

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
    if (engine === 'postgres') {
      const rows = (await ctx.db.withSystem('test', (tx) =>
        tx.execute(sql`select current_database() as n`),
      )) as unknown as { rows: { n: string }[] };
      // One connection, so that a second transaction waits.
      own = await openDatabase({
        dataDir: '',
        databaseUrl: `${inject('postgresUrl')}/${rows.rows[0]!.n}`,
        migrate: false,
        poolSize: 1,
      });
    }
    db = own ?? ctx.db;
  });
  afterAll(async () => {
    await own?.close();
    await ctx?.close();
  });

  it('runs before the transactions that were waiting for the connection when it came', async () => {
    let free!: () => void;
    const holding = new Promise<void>((resolve) => (free = resolve));
    let held!: () => void;
    const taken = new Promise<void>((resolve) => (held = resolve));
    const holder = db.withSystem('test: hold the connection', async () => {
      held();
      await holding;
    });
    await taken;
    const order: string[] = [];
    const waiting = [
      db.withSystem('test: a request', async () => void order.push('request')),
      db.withSystem('test: the outbox', async () => void order.push('outbox'), { ahead: true }),
    ];
    // Both are queued before the connection is free.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    free();
    await Promise.all([holder, ...waiting]);
    expect(order).toEqual(['outbox', 'request']);
  });
});
