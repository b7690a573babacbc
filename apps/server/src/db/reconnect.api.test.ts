import { eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTenant, buildUser, bearerFor, type TestUser } from '../test/factories.ts';
import {
  createSecondInstance,
  createTestContext,
  engine,
  type TestContext,
} from '../test/harness.ts';
import { startTcpRelay, type TcpRelay } from '../test/tcp-relay.ts';
import { openDatabase, type Database, type Tx } from './client.ts';
import { prepared } from './prepared.ts';
import { tenants } from './schema/index.ts';
import { CommitOutcomeUnknownError, DatabaseUnavailableError } from './connection-errors.ts';

/**
 * PostgreSQL connections end (a failover, a restart, pg_terminate_backend): the app gets new
 * ones by itself, and says it is not ready while it cannot (issue 32 §2).
 */
const tenantName = prepared('reconnect_tenant_name', (q) =>
  q
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.tenantId, sql.placeholder('tenantId'))),
);
/** The first row of `query` in `tx`. */
const firstRow = async (tx: Tx, query: SQL) =>
  ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
const backendPid = async (tx: Tx) => (await firstRow(tx, sql`select pg_backend_pid() as pid`)).pid;

describe.runIf(engine === 'postgres')('reconnecting to PostgreSQL without a restart', () => {
  let ctx: TestContext;
  let relay: TcpRelay;
  let db: Database;
  let app: App;
  let databaseName: string;
  let admin: pg.Client;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    databaseName = String(
      (
        await ctx.db.withSystem('test', (tx) =>
          firstRow(tx, sql`select current_database() as name`),
        )
      ).name,
    );
    const base = new URL(inject('postgresUrl'));
    relay = await startTcpRelay(base.hostname, Number(base.port));
    const through = new URL(base);
    through.port = String(relay.port);
    through.pathname = `/${databaseName}`;
    db = await openDatabase({
      dataDir: '',
      databaseUrl: through.toString(),
      migrate: false,
      poolSize: 3,
      connectTimeoutMs: 1000,
      startRetryDelays: [20, 40, 80, 160, 320],
    });
    app = await createSecondInstance({ ...ctx, db });
    admin = new pg.Client({ connectionString: `${inject('postgresUrl')}/postgres` });
    await admin.connect();
    const tenant = await buildTenant(db);
    user = await buildUser(db, { tenantId: tenant.tenantId, role: 'admin' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await relay?.close();
    await admin?.end();
    await ctx?.close();
  });

  const terminateAll = async () =>
    (
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      )
    ).rowCount ?? 0;
  const profile = () =>
    app.inject({ method: 'GET', url: '/api/profile', headers: bearerFor(app, user) });
  const ready = async () =>
    (await app.inject({ method: 'GET', url: '/api/util/health/ready' })).statusCode;
  const live = async () =>
    (await app.inject({ method: 'GET', url: '/api/util/health/live' })).statusCode;

  it('after pg_terminate_backend of every connection, requests and the named hot statements run again on new connections', async () => {
    // Several connections in the pool, each with the hot statements prepared on it.
    await Promise.all([profile(), profile(), profile()]);
    expect(await terminateAll()).toBeGreaterThan(0);
    const answers = await Promise.all([profile(), profile(), profile(), profile()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('a named statement prepared on a connection that ended is prepared again on the new one', async () => {
    const run = () =>
      db.withTenant(user.tenantId, async (tx) => {
        const [row] = await tenantName(tx, { tenantId: user.tenantId });
        const kept = await firstRow(
          tx,
          sql`select count(*)::int as n from pg_prepared_statements where name = 'reconnect_tenant_name'`,
        );
        return { name: row?.name, kept: kept.n, pid: await backendPid(tx) };
      });
    const before = await run();
    expect(before.kept).toBe(1);
    await terminateAll();
    const after = await run();
    expect(after).toMatchObject({ name: before.name, kept: 1 });
    expect(after.pid).not.toBe(before.pid);
  });

  it('with named statements off (DATABASE_PREPARED_STATEMENTS=false, for a transaction-mode pooler) the hot statements run unnamed: nothing is kept on the connection', async () => {
    const unnamed = await openDatabase({
      dataDir: '',
      databaseUrl: `${inject('postgresUrl')}/${databaseName}`,
      migrate: false,
      poolSize: 1,
      namedStatements: false,
    });
    try {
      const seen = await unnamed.withTenant(user.tenantId, async (tx) => {
        const [row] = await tenantName(tx, { tenantId: user.tenantId });
        const kept = await firstRow(tx, sql`select count(*)::int as n from pg_prepared_statements`);
        return { name: row?.name, kept: kept.n };
      });
      expect(seen).toEqual({ name: expect.any(String), kept: 0 });
    } finally {
      await unnamed.close();
    }
  });

  it('a connection ended while its transaction waits is not a crash: that transaction fails as unavailable (nothing written), and is not run again', async () => {
    let runs = 0;
    const attempt = db.withTenant(user.tenantId, async (tx) => {
      runs += 1;
      const pid = await backendPid(tx);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // The server's notice arrives while no query runs: the client emits 'error'.
      await new Promise((done) => setTimeout(done, 100));
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(runs).toBe(1);
    expect((await profile()).statusCode).toBe(200);
  });

  it('a connection lost after the last query but before the COMMIT was sent fails as unavailable: nothing was committed', async () => {
    let runs = 0;
    const attempt = db.withTenant(user.tenantId, async (tx) => {
      runs += 1;
      await admin.query('select pg_terminate_backend($1)', [await backendPid(tx)]);
      await new Promise((done) => setTimeout(done, 100));
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(runs).toBe(1);
  });

  it('while the database cannot be reached, readiness is 503 and liveness 200; a transaction waiting to start runs once it is back, and readiness is 200 again', async () => {
    await relay.cut();
    expect(await ready()).toBe(503);
    expect(await live()).toBe(200);
    const during = await profile();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('1');
    expect(during.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });

    let runs = 0;
    const waiting = db.withTenant(user.tenantId, async (tx) => {
      runs += 1;
      return (await firstRow(tx, sql`select 1 as one`)).one;
    });
    await new Promise((done) => setTimeout(done, 100));
    await relay.restore();
    expect(await waiting).toBe(1);
    expect(runs).toBe(1);
    expect(await ready()).toBe(200);
    expect((await profile()).statusCode).toBe(200);
  });

  it('a COMMIT whose connection is lost fails as COMMIT_UNKNOWN, never retried (it may have committed)', async () => {
    let runs = 0;
    const attempt = db.withTenant(user.tenantId, async (tx) => {
      runs += 1;
      await tx.execute(sql`select 1`);
      // The COMMIT goes out but never arrives; then the connection is reset.
      relay.hold();
      setTimeout(() => void relay.cut(), 100);
    });
    const error = await attempt.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(CommitOutcomeUnknownError);
    expect(error).not.toBeInstanceOf(DatabaseUnavailableError);
    expect((error as CommitOutcomeUnknownError).code).toBe('COMMIT_UNKNOWN');
    expect(runs).toBe(1);
    await relay.restore();
    expect((await profile()).statusCode).toBe(200);
  });
});
