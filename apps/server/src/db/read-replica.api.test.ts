import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../app.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../test/factories.ts';
import {
  createSecondInstance,
  createTestContext,
  engine,
  type TestContext,
} from '../test/harness.ts';
import { startTcpRelay, type TcpRelay } from '../test/tcp-relay.ts';
import { openDatabase, type Database } from './client.ts';
import { REPLICA_RETRY_AFTER_MS, replicaReads } from './read-replica.ts';
import { tenants } from './schema/index.ts';

/**
 * Reports, search and exports may read from a replica (DATABASE_READ_URL), within a bound on
 * its lag, and from the leader past it or when it is down (issue 32 §2). The "replica" here is
 * the test database through a relay that the test can cut: it is no standby, so its lag is 0;
 * a bound below 0 stands for a replica too far behind. A real streaming replica is measured by
 * bench/replica-reads.ts.
 */
describe.runIf(engine === 'postgres')('reads on a replica', () => {
  let ctx: TestContext;
  let relay: TcpRelay;
  let leaderUrl: string;
  let replicaUrl: string;
  const opened: Database[] = [];
  let user: TestUser;

  const open = async (readMaxLagMs: number) => {
    const db = await openDatabase({
      dataDir: '',
      databaseUrl: leaderUrl,
      readUrl: replicaUrl,
      readMaxLagMs,
      migrate: false,
      poolSize: 2,
      connectTimeoutMs: 1000,
    });
    opened.push(db);
    return db;
  };
  const report = (app: App) =>
    app.inject({
      method: 'GET',
      url: '/api/reporting/hours-over-period?from=2026-11-01&to=2026-11-30',
      headers: bearerFor(app, user),
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    const name = (
      (await ctx.db.withSystem('test', (tx) =>
        tx.execute(sql`select current_database() as name`),
      )) as unknown as { rows: { name: string }[] }
    ).rows[0]!.name;
    const base = new URL(inject('postgresUrl'));
    relay = await startTcpRelay(base.hostname, Number(base.port));
    leaderUrl = `${inject('postgresUrl')}/${name}`;
    const through = new URL(base);
    through.port = String(relay.port);
    through.pathname = `/${name}`;
    replicaUrl = through.toString();
    const tenant = await buildTenant(ctx.db);
    user = await buildUser(ctx.db, { tenantId: tenant.tenantId, role: 'admin' });
  });
  afterAll(async () => {
    for (const db of opened) await db.close();
    await relay?.close();
    await ctx?.close();
  });

  it('a report reads on the replica when it is within the bound, in a read-only transaction', async () => {
    const db = await open(5000);
    const app = await createSecondInstance({ ...ctx, db });
    try {
      const response = await report(app);
      expect(response.statusCode).toBe(200);
      expect(db.readCounts()).toEqual({ replica: 1, leader: 0 });
      // The replica's transactions are read-only: a write there is refused, never applied.
      await expect(
        db.withTenantRead(user.tenantId, (tx) => tx.update(tenants).set({ name: 'Changed' })),
      ).rejects.toThrow();
      expect(db.readCounts()).toEqual({ replica: 2, leader: 0 });
    } finally {
      await app.close();
    }
  });

  it('past the bound, the report reads on the leader', async () => {
    const db = await open(-1);
    const app = await createSecondInstance({ ...ctx, db });
    try {
      expect((await report(app)).statusCode).toBe(200);
      expect(db.readCounts()).toEqual({ replica: 0, leader: 1 });
    } finally {
      await app.close();
    }
  });

  it('a replica that cannot be reached is passed over at once: the reads run on the leader', async () => {
    const db = await open(5000);
    const app = await createSecondInstance({ ...ctx, db });
    try {
      await relay.cut();
      const started = Date.now();
      expect((await report(app)).statusCode).toBe(200);
      expect((await report(app)).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(db.readCounts()).toEqual({ replica: 0, leader: 2 });
    } finally {
      await relay.restore();
      await app.close();
    }
  });

  it('after a failed attempt the replica is tried again once REPLICA_RETRY_AFTER_MS has passed', async () => {
    const leader = await open(5000);
    let clock = 0;
    const pool = new pg.Pool({ connectionString: replicaUrl, max: 1 });
    try {
      const reads = replicaReads({
        pool,
        relational: undefined as never,
        leader: (_setting, body) => leader.withTenant(user.tenantId, body),
        maxLagMs: 5000,
        now: () => clock,
      });
      const read = () => reads.open('select 1', async () => 'read');
      await relay.cut();
      await read();
      await relay.restore();
      clock = REPLICA_RETRY_AFTER_MS - 1;
      await read();
      expect(reads.counts()).toEqual({ replica: 0, leader: 2 });
      clock = REPLICA_RETRY_AFTER_MS;
      await read();
      expect(reads.counts()).toEqual({ replica: 1, leader: 2 });
    } finally {
      await pool.end();
    }
  });
});
