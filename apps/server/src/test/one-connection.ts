import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import type { TestContext } from './harness.ts';

/**
 * The test's PostgreSQL database opened again with a pool of one connection, so that a second
 * transaction waits for the first (`poolWaitMs`: how long before it is refused).
 */
export async function openWithOneConnection(ctx: TestContext, poolWaitMs?: number) {
  const rows = (await ctx.db.withSystem('test', (tx) =>
    tx.execute(sql`select current_database() as n`),
  )) as unknown as { rows: { n: string }[] };
  return openDatabase({
    dataDir: '',
    databaseUrl: `${inject('postgresUrl')}/${rows.rows[0]!.n}`,
    migrate: false,
    poolSize: 1,
    ...(poolWaitMs === undefined ? {} : { poolWaitMs }),
  });
}

/**
 * Takes a connection with a transaction that does not end until the returned `free` is awaited:
 * on a one-connection database, every other transaction waits meanwhile.
 */
export async function holdTheConnection(db: Database): Promise<() => Promise<void>> {
  let release!: () => void;
  const holding = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const taken = new Promise<void>((resolve) => (held = resolve));
  const holder = db.withSystem('test: hold the connection', async () => {
    held();
    await holding;
  });
  await taken;
  return async () => {
    release();
    await holder;
  };
}
