// The server across a PostgreSQL restart (issue 32 §2): the product on a throwaway PostgreSQL,
// callers of GET /api/profile and a readiness probe every 50 ms, then `pg_ctl stop -m fast`
// (every connection ended), DOWN seconds without a database, and `pg_ctl start`. It prints what
// the callers and the probe saw, and how long after the start the first request was served
// again — with the same process and pool, no restart.
//   node --import tsx bench/db-restart.ts [down-seconds=3] [callers=4]
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { bearerFor, buildTenant, buildUser } from '../apps/server/src/test/factories.ts';
import { startCluster } from '../apps/server/src/test/postgres-cluster.ts';
import { benchApp } from './bench-app.ts';

const DOWN_SECONDS = Number(process.argv[2] ?? 3);
const CALLERS = Number(process.argv[3] ?? 4);

const cluster = await startCluster();
try {
  const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query('create database tallysheet');
  await admin.end();
  const url = `${cluster.url}/tallysheet`;
  const db = await openDatabase({ dataDir: '', databaseUrl: url });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    DATABASE_URL: url,
  });
  const app = await benchApp(config, db);
  const tenant = await buildTenant(db);
  const user = await buildUser(db, { tenantId: tenant.tenantId, role: 'admin' });
  const headers = bearerFor(app, user);

  const seen = new Map<string, number>();
  const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
  let phase = 'before';
  let startedAt = 0;
  let firstServed = 0;
  const readiness: string[] = [];
  let running = true;
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
  const callers = Array.from({ length: CALLERS }, async () => {
    while (running) {
      const response = await app.inject({ method: 'GET', url: '/api/profile', headers });
      count(`${phase} ${response.statusCode}`);
      if (phase === 'after' && response.statusCode === 200 && !firstServed)
        firstServed = performance.now();
      await sleep(50);
    }
  });
  const probe = (async () => {
    while (running) {
      const { statusCode } = await app.inject({ method: 'GET', url: '/api/util/health/ready' });
      const live = (await app.inject({ method: 'GET', url: '/api/util/health/live' })).statusCode;
      const entry = `${phase}: ready ${statusCode}, live ${live}`;
      if (readiness.at(-1) !== entry) readiness.push(entry);
      await sleep(50);
    }
  })();
  await sleep(1000);
  phase = 'down';
  cluster.stopServer();
  await sleep(DOWN_SECONDS * 1000);
  cluster.startServer();
  phase = 'after';
  startedAt = performance.now();
  await sleep(3000);
  running = false;
  await Promise.all([...callers, probe]);
  console.log(
    `PostgreSQL stopped (pg_ctl stop -m fast) for ${DOWN_SECONDS} s, then started; ${CALLERS} callers of GET /api/profile every 50 ms`,
  );
  console.log(`answers: ${[...seen].map(([what, n]) => `${what}: ${n}`).join(', ')}`);
  console.log(`readiness: ${readiness.join(' → ')}`);
  console.log(
    firstServed
      ? `first request served ${(firstServed - startedAt).toFixed(0)} ms after PostgreSQL was started again (same process, no restart)`
      : 'no request served after the start: FAILED',
  );
  await app.close();
  await db.close();
} finally {
  cluster.stop();
}
