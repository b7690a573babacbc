// The server behind pgbouncer (issue 32 §2): Debian's pgbouncer (1.18, which keeps no prepared
// statements in transaction mode) in front of a throwaway PostgreSQL, in session mode and in
// transaction mode, the server's hot queries as named statements (DATABASE_PREPARED_STATEMENTS,
// the default) and unnamed (=false), and the server straight on PostgreSQL for comparison. Each
// set-up starts the product on it (migrations included, through the pooler), then CLIENTS
// concurrent callers send GET /api/profile (the credential check and the profile: named
// statements) for SECONDS, and it prints requests a second, p50/p95 and every failure.
//   node --import tsx bench/pgbouncer.ts [seconds=5] [clients=16] [server-pool=4] [app-pool=server-pool]
// Needs pgbouncer (apt-get install -y pgbouncer).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { bearerFor, buildTenant, buildUser } from '../apps/server/src/test/factories.ts';
import { startCluster } from '../apps/server/src/test/postgres-cluster.ts';
import { freePort } from '../apps/server/src/test/processes.ts';
import { benchApp } from './bench-app.ts';

const SECONDS = Number(process.argv[2] ?? 5);
const CLIENTS = Number(process.argv[3] ?? 16);
const SERVER_POOL = Number(process.argv[4] ?? 4);
/** The server's own pool: in session mode each of its connections holds a server connection. */
const APP_POOL = Number(process.argv[5] ?? SERVER_POOL);

const cluster = await startCluster();
const base = new URL(cluster.url);
const dir = mkdtempSync(join(tmpdir(), 'tallysheet-pgbouncer-'));
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  chownSync(dir, uid, Number(execFileSync('id', ['-g', 'postgres']).toString()));
}

/** pgbouncer in `mode` on a port of its own; it refuses to run as root. */
async function startPgbouncer(mode: 'session' | 'transaction') {
  const port = await freePort();
  const ini = join(dir, `${mode}.ini`);
  writeFileSync(join(dir, 'users.txt'), '"postgres" ""\n');
  writeFileSync(
    ini,
    [
      '[databases]',
      `tallysheet = host=127.0.0.1 port=${base.port} dbname=tallysheet`,
      '[pgbouncer]',
      `listen_addr = 127.0.0.1`,
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      `pool_mode = ${mode}`,
      `default_pool_size = ${SERVER_POOL}`,
      'max_client_conn = 200',
      `logfile = ${join(dir, `${mode}.log`)}`,
      `pidfile = ${join(dir, `${mode}.pid`)}`,
      '',
    ].join('\n'),
  );
  const [file, args] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', 'pgbouncer', ini]]
    : ['pgbouncer', [ini]];
  const child: ChildProcess = spawn(file, args, { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      const probe = new pg.Client({
        connectionString: `postgres://postgres@127.0.0.1:${port}/tallysheet`,
      });
      await probe.connect();
      await probe.end();
      break;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/tallysheet`, stop: () => child.kill() };
}

async function measure(name: string, url: string, namedStatements: boolean) {
  const db = await openDatabase({
    dataDir: '',
    databaseUrl: url,
    poolSize: APP_POOL,
    namedStatements,
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    DATABASE_URL: url,
    DATABASE_PREPARED_STATEMENTS: String(namedStatements),
  });
  const app = await benchApp(config, db);
  const failures = new Map<string, number>();
  const note = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  try {
    const tenant = await buildTenant(db);
    const user = await buildUser(db, { tenantId: tenant.tenantId, role: 'admin' });
    const headers = bearerFor(app, user);
    const load = async (seconds: number, samples: number[]) => {
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < until) {
            const started = performance.now();
            const response = await app.inject({ method: 'GET', url: '/api/profile', headers });
            if (response.statusCode === 200) samples.push(performance.now() - started);
            else note(`HTTP ${response.statusCode}`);
          }
        }),
      );
    };
    await load(1, []); // warm-up: connections opened, statements prepared, code compiled
    const samples: number[] = [];
    await load(SECONDS, samples);
    // The first failure's cause, straight from the database layer.
    const { findCredentialState } =
      await import('../apps/server/src/modules/identity/credentials.repository.ts');
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = 0; i < 20; i++)
          await db
            .withTenant(user.tenantId, (tx) => findCredentialState(tx, user))
            .catch((error: Error) =>
              note(String((error.cause as Error | undefined)?.message ?? error.message)),
            );
      }),
    );
    samples.sort((a, b) => a - b);
    const p = (q: number) =>
      samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
    const failed = [...failures].map(([what, n]) => `${n} × ${what}`).join('; ') || 'none';
    console.log(
      `${name}: ${(samples.length / SECONDS).toFixed(0)} requests/s, p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms; failures: ${failed}`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
try {
  await admin.connect();
  await admin.query('create database tallysheet');
  await admin.end();
  const version = execFileSync('pgbouncer', ['--version']).toString().split('\n')[0];
  console.log(
    `${version}; ${CLIENTS} concurrent callers of GET /api/profile for ${SECONDS} s, the server's pool ${APP_POOL}, pgbouncer's server pool ${SERVER_POOL}`,
  );
  await measure('straight to PostgreSQL, named statements', `${cluster.url}/tallysheet`, true);
  for (const mode of ['session', 'transaction'] as const) {
    const bouncer = await startPgbouncer(mode);
    try {
      for (const named of [true, false])
        await measure(
          `pgbouncer ${mode} mode, DATABASE_PREPARED_STATEMENTS=${named}`,
          bouncer.url,
          named,
        );
    } finally {
      bouncer.stop();
    }
  }
} finally {
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
