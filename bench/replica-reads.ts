// Reports on a streaming replica (issue 32 §2, DATABASE_READ_URL): a throwaway leader, a real
// hot standby made from it with `pg_basebackup -R` (both on loopback), a tenant of 500
// associates × WEEKS weeks of timecards, and Hours Over Period for one month through the real
// service, timed on the leader and on the replica (db.withTenantRead), first idle and then
// under a write load on the leader (WRITERS connections inserting 1 KB rows and updating the
// tenant's timesheets as fast as they can). It prints the replica's lag as the product checks
// it, then pauses the replica's replay (pg_wal_replay_pause) to show reads moving to the leader
// once the lag passes DATABASE_READ_MAX_LAG_MS, and back once replay resumes.
//   node --import tsx bench/replica-reads.ts [weeks=20] [runs=30] [writers=4]
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { REPLICA_LAG_SQL } from '../apps/server/src/db/read-replica.ts';
import { startCluster } from '../apps/server/src/test/postgres-cluster.ts';
import { freePort } from '../apps/server/src/test/processes.ts';
import { sumHours } from '../apps/server/src/modules/reporting/hours.repository.ts';
import { LAST_WEEK, REPORTING_TENANT, seedReportingTenant } from './seed-reporting.ts';

const WEEKS = Number(process.argv[2] ?? 20);
const RUNS = Number(process.argv[3] ?? 30);
const WRITERS = Number(process.argv[4] ?? 4);
const MAX_LAG_MS = 1000;
const TENANT = REPORTING_TENANT;
const USERS = 500;
const MONTH = { from: '2026-10-01', to: '2026-10-30' };

const leader = await startCluster();
const bin = execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'])
  .toString()
  .trim();
const asRoot = process.getuid?.() === 0;
const run = (command: string, args: string[]) => {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
    : [join(bin, command), args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr || result.stdout}`);
};
const leaderPort = new URL(leader.url).port;
const dir = mkdtempSync(join(tmpdir(), 'tallysheet-replica-'));
const data = join(dir, 'data');
if (asRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  chownSync(dir, uid, Number(execFileSync('id', ['-g', 'postgres']).toString()));
}
let replicaStarted = false;
const stopReplica = () => {
  if (replicaStarted) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  rmSync(dir, { recursive: true, force: true });
};

try {
  const url = `${leader.url}/postgres`;
  const seedDb = await openDatabase({ dataDir: '', databaseUrl: url });
  const seedStarted = performance.now();
  // The reporting data set of bench/reporting.ts (its seed, in SQL), the measured tenant's weeks.
  await seedReportingTenant(seedDb, {
    users: USERS,
    weeks: WEEKS,
    order: 'week',
    tenantId: TENANT,
  });
  await seedDb.close();
  const admin = new pg.Pool({ connectionString: url, max: WRITERS + 1 });
  await admin.query('analyze');
  await admin.query('create table bench_load (id bigserial primary key, payload text)');
  const days = (await admin.query('select count(*)::int as n from timecard_days')).rows[0].n;
  console.log(
    `leader seeded: ${days.toLocaleString('en-US')} timecard-days (${USERS} associates × ${WEEKS} weeks) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  // The standby: a base backup streamed from the leader, standby.signal and primary_conninfo
  // written by -R; hot_standby is on by default.
  const basebackupStarted = performance.now();
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    leaderPort,
    '-U',
    'postgres',
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  const replicaPort = await freePort();
  const options = [
    `-p ${replicaPort}`,
    '-c max_connections=200',
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
  ].join(' ');
  try {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', 'start']);
  } catch (error) {
    console.error(readFileSync(join(dir, 'postgres.log'), 'utf8'));
    throw error;
  }
  replicaStarted = true;
  console.log(
    `replica: pg_basebackup -R and start in ${((performance.now() - basebackupStarted) / 1000).toFixed(1)} s, streaming on :${replicaPort}`,
  );
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const replicaAdmin = new pg.Client({ connectionString: replicaUrl });
  await replicaAdmin.connect();

  const db = await openDatabase({
    dataDir: '',
    databaseUrl: url,
    readUrl: replicaUrl,
    readMaxLagMs: MAX_LAG_MS,
    migrate: false,
  });
  const params = {
    tenantId: TENANT,
    ...MONTH,
    interval: 'week' as const,
    groupBy: 'project' as const,
    filters: {},
  };
  const lagNow = async () => Number((await replicaAdmin.query(REPLICA_LAG_SQL)).rows[0].lag_ms);
  const time = async (name: string, on: 'leader' | 'replica') => {
    const samples: number[] = [];
    const lags: number[] = [];
    const before = db.readCounts();
    for (let i = 0; i < RUNS + 2; i++) {
      const started = performance.now();
      if (on === 'replica') await db.withTenantRead(TENANT, (tx) => sumHours(tx, params));
      else await db.withTenant(TENANT, (tx) => sumHours(tx, params));
      if (i >= 2) samples.push(performance.now() - started);
      lags.push(await lagNow());
    }
    const after = db.readCounts();
    samples.sort((a, b) => a - b);
    const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
    const served =
      on === 'replica'
        ? ` (served: replica ${after.replica - before.replica}, leader ${after.leader - before.leader})`
        : '';
    console.log(
      `${name}: p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms over ${RUNS} runs; replica lag max ${Math.max(...lags).toFixed(0)} ms${served}`,
    );
  };

  await time('one month by project on the leader, idle', 'leader');
  await time('one month by project on the replica, idle', 'replica');

  let writing = true;
  let writes = 0;
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    while (writing) {
      await admin.query(
        `with load as (insert into bench_load (payload) select repeat('x', 1024) from generate_series(1, 10))
         update timesheets set total_minutes = total_minutes
         where tenant_id = $1 and user_id = $2 and period_start = $3`,
        [TENANT, `u${1 + ((writes * WRITERS + w) % USERS)}`, LAST_WEEK],
      );
      writes += 1;
    }
  });
  const loadStarted = performance.now();
  await time(`one month by project on the leader, ${WRITERS} writers on the leader`, 'leader');
  await time(`one month by project on the replica, ${WRITERS} writers on the leader`, 'replica');
  const seconds = (performance.now() - loadStarted) / 1000;
  console.log(
    `write load: ${(writes / seconds).toFixed(0)} writes/s (each 10 × 1 KB rows and one timesheet update)`,
  );

  // Replay paused: the lag grows with the writes; past the bound reads go to the leader.
  await replicaAdmin.query('select pg_wal_replay_pause()');
  await new Promise((done) => setTimeout(done, MAX_LAG_MS + 500));
  const paused = await lagNow();
  const beforePause = db.readCounts();
  await db.withTenantRead(TENANT, (tx) => sumHours(tx, params));
  const duringPause = db.readCounts();
  await replicaAdmin.query('select pg_wal_replay_resume()');
  writing = false;
  await Promise.all(writers);
  for (let i = 0; i < 50 && (await lagNow()) > MAX_LAG_MS; i++)
    await new Promise((d) => setTimeout(d, 100));
  await db.withTenantRead(TENANT, (tx) => sumHours(tx, params));
  const resumed = db.readCounts();
  console.log(
    `replay paused: lag ${paused.toFixed(0)} ms > DATABASE_READ_MAX_LAG_MS=${MAX_LAG_MS}: the report read on the ${duringPause.leader > beforePause.leader ? 'leader' : 'replica'}; ` +
      `replay resumed, lag ${(await lagNow()).toFixed(0)} ms: the next report read on the ${resumed.replica > duringPause.replica ? 'replica' : 'leader'}`,
  );
  await db.close();
  await replicaAdmin.end();
  await admin.end();
} finally {
  stopReplica();
  leader.stop();
}
