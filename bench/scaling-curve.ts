// The scaling curve (issue 33 §3): the screens' reads at 100k, 1M and 10M timecard-days, through
// the real app (inject, no HTTP), each size in a fresh database seeded in SQL by
// bench/seed-reporting.ts (generate_series, INSERT … SELECT; no rows built in Node).
//   100k: the measured tenant, 500 associates × 13 weeks (130,000 days: the dashboard's 90 days
//         of decisions are all there, as at the larger sizes);
//   1M:   the same tenant with two years, 104 weeks (1,040,000);
//   10M:  that tenant and 9 more of its shape beside it, their rows interleaved week by week as
//         one instance's firms write them (10,400,000).
// The measured month (October 2026) and week hold the same rows at every size: what grows is the
// tenant's history (100k → 1M) and the other tenants' rows (1M → 10M). Statuses 'recent': the
// last four weeks spread over approved, pending and rejected, earlier weeks approved.
// Each round runs every operation once (so that the shared machine's load falls on all alike),
// after two warm-up rounds; p50 and p95 over the rounds. The sizes are measured side by side:
// all seeded first, each in its own database, then each round goes through every size in turn
// (SEQUENTIAL=1: one size after another, each seeded then timed, as the EXPLAIN modes do).
//   npm run bench:curve -- [pglite|postgres] [sizes=100k,1M,10M] [rounds=15]
// PG_PORT=<port>: the PostgreSQL cluster's port (a shared machine's allotted range), else a free one.
// DROP_CACHES=1 (root): the kernel's page cache emptied before each size's rounds (bench/README.md:
// the gigabytes a 10M seed leaves there slowed every operation, the smallest lists too).
// EXPLAIN=<file> (PostgreSQL): instead of timing, every operation runs once with auto_explain
// (ANALYZE, BUFFERS) logging each statement's plan, and the server's log is copied to <file>.
// EXPLAIN_AFTER=<file> (PostgreSQL): the timed rounds, then each operation once so logged.
// KEEP=1: the sizes seeded and left running, their URLs printed (for EXPLAIN by hand);
// KEPT=100k=<url>,10M=<url>: those databases measured side by side instead of seeding again.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { createTestClock } from '../apps/server/src/lib/clock.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { benchApp } from './bench-app.ts';
import {
  MONTH,
  REPORTING_TENANT as TENANT,
  addBenchAdmin,
  countTimecardDays,
  openBenchDatabase,
  seedReportingTenant,
} from './seed-reporting.ts';

const ENGINE = (process.argv[2] ?? 'postgres') as 'pglite' | 'postgres';
const SIZES = (process.argv[3] ?? '100k,1M,10M').split(',');
const ROUNDS = Number(process.argv[4] ?? 15);
const SHAPES: Record<string, { weeks: number; otherTenants: number }> = {
  '100k': { weeks: 13, otherTenants: 0 },
  '1M': { weeks: 104, otherTenants: 0 },
  '10M': { weeks: 104, otherTenants: 9 },
};
/** Tuesday of the last seeded week (Saturday 2026-10-24): the dashboard's "this week". */
const NOW = '2026-10-27T12:00:00Z';
const period = `from=${MONTH.from}&to=${MONTH.to}`;
const EXPLAIN = process.env.EXPLAIN;
const EXPLAIN_AFTER = process.env.EXPLAIN_AFTER;

/** The owner's query on the bench database; auto_explain's settings for new sessions. */
async function asOwner<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
const AUTO_EXPLAIN = [
  "session_preload_libraries = 'auto_explain'",
  'auto_explain.log_min_duration = 0',
  'auto_explain.log_analyze = on',
  'auto_explain.log_buffers = on',
  'auto_explain.log_nested_statements = on',
];

/** The operations: a screen's read each, as its page sends it. */
const OPERATIONS: { name: string; url: string; as?: 'associate' }[] = [
  { name: 'clients', url: '/api/crm/ps/clients?page=0&pageSize=25' },
  { name: 'projects', url: '/api/crm/ps/projects?page=0&pageSize=25' },
  { name: 'tasks', url: '/api/crm/ps/tasks?page=0&pageSize=25' },
  { name: 'contacts', url: '/api/crm/ps/contacts?page=0&pageSize=25' },
  { name: 'suppliers', url: '/api/suppliers/suppliers?page=0&pageSize=25' },
  { name: 'supplier contacts', url: '/api/suppliers/contacts?page=0&pageSize=25' },
  { name: 'users', url: '/api/users/v2?page=0&pageSize=25' },
  { name: 'All Timesheets', url: '/api/ts/timesheets?page=0&pageSize=25' },
  { name: 'All Timesheets, pending', url: '/api/ts/timesheets?status=pending&page=0&pageSize=25' },
  { name: 'All Timesheets, one month', url: `/api/ts/timesheets?${period}&page=0&pageSize=25` },
  { name: 'My Time', url: '/api/ts/my-timesheets?page=0&pageSize=10', as: 'associate' },
  { name: 'Search Timecards', url: '/api/ts/search-timecards?page=0&pageSize=25' },
  {
    name: 'Search Timecards, text',
    url: '/api/ts/search-timecards?text=migration&page=0&pageSize=25',
  },
  {
    name: 'Search Timecards, pending',
    url: '/api/ts/search-timecards?status=pending&page=0&pageSize=25',
  },
  { name: 'dashboard figures', url: '/api/reporting/dashboard' },
  { name: 'dashboard approvals', url: '/api/reporting/dashboard/approvals' },
  {
    name: 'Hours Over Period, one month',
    url: `/api/reporting/hours-over-period?${period}&interval=week&groupBy=project`,
  },
  {
    name: 'vendor report, one month (xlsx)',
    url: `/api/reporting/vendor-report?supplierId=s1&${period}&format=xlsx`,
  },
];

/**
 * A bulk load as PostgreSQL's documentation advises: the plain indexes of the three big tables
 * (not the keys, which the foreign keys use) dropped, the rows written, then the same definitions
 * built again (pg_indexes' own CREATE INDEX); the milliseconds of all of it.
 */
async function withoutIndexes(ownerUrl: string, seed: () => Promise<number>) {
  const started = performance.now();
  const indexes = await asOwner(ownerUrl, async (client) => {
    const result = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where tablename in ('timesheets', 'timecards', 'timecard_days')
         and indexname not in (select conname from pg_constraint)`,
    );
    for (const index of result.rows) await client.query(`drop index "${index.name}"`);
    return result.rows;
  });
  await seed();
  await asOwner(ownerUrl, async (client) => {
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const index of indexes) await client.query(index.definition);
  });
  return performance.now() - started;
}

type Result = { rows: number; seededSeconds: number; p50: number[]; p95: number[] };

/** The app over `db`, and one round of every operation through it (each one's ms into `samples`). */
async function openOperations(db: Database, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-1234',
  });
  const app = await benchApp(config, db, { clock: createTestClock(NOW) });
  const token = (userId: string, role: 'admin' | 'assoc') =>
    app.signAccessToken({
      sub: `${TENANT}#${userId}`,
      tenantId: TENANT,
      username: userId,
      role,
      email: `${userId}@bench.test`,
      name: userId,
      tv: 0,
      exp: Math.floor(Date.now() / 1000) + 3600 * 4,
    });
  const admin = token('admin', 'admin');
  const associate = token('u1', 'assoc');
  return {
    /** One round; its times kept in `samples` unless it is a warm-up. */
    async round(samples: number[][], keep: boolean) {
      for (const [i, operation] of OPERATIONS.entries()) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: operation.url,
          headers: { authorization: `Bearer ${operation.as ? associate : admin}` },
        });
        const took = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${operation.url}: ${response.statusCode} ${response.body}`);
        if (keep) samples[i]!.push(took);
      }
    },
    close: () => app.close(),
  };
}

/** `rounds` rounds of every operation through the app; each one's ms after two warm-up rounds. */
async function runOperations(db: Database, dataDir: string, rounds: number, samples: number[][]) {
  const operations = await openOperations(db, dataDir);
  for (let round = 0; round < rounds; round++)
    await operations.round(samples, round >= 2 || rounds === 1);
  await operations.close();
}

/** A size's database, seeded, vacuumed and analyzed; still open. */
async function seedSize(size: string) {
  const shape = SHAPES[size];
  if (!shape) throw new Error(`size must be one of ${Object.keys(SHAPES).join(', ')}`);
  const bench = await openBenchDatabase(ENGINE, 'tallysheet-bench-curve-');
  const seed = () =>
    seedReportingTenant(bench.db, {
      users: 500,
      order: 'week',
      statuses: 'recent',
      curve: true,
      ...shape,
    });
  const seeded = bench.ownerUrl ? await withoutIndexes(bench.ownerUrl, seed) : await seed();
  await addBenchAdmin(bench.db);
  if (EXPLAIN && bench.ownerUrl)
    await asOwner(bench.ownerUrl, async (client) => {
      for (const setting of AUTO_EXPLAIN)
        await client.query(`alter database postgres set ${setting}`);
    });
  // VACUUM ANALYZE as the owner: the statistics and visibility map that autovacuum keeps
  // after a bulk insert (PGlite has none), so that plans do not depend on when it ran.
  const db = await bench.analyze({ vacuum: true });
  return { bench, db, rows: await countTimecardDays(db), seededSeconds: seeded / 1000 };
}

const KEPT = Object.fromEntries(
  (process.env.KEPT ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
) as Record<string, string>;

/** A size's database, seeded (or kept), and what closing it takes. */
type Seeded = {
  bench: { dataDir: string; close(): Promise<void> };
  db: Database;
  rows: number;
  seededSeconds: number;
};

/** A database KEEP=1 left running, opened as a seeded size (closing it leaves it running). */
async function openKept(url: string): Promise<Seeded> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tallysheet-bench-curve-kept-'));
  const db = await openDatabase({ dataDir, databaseUrl: url });
  const bench = {
    db,
    dataDir,
    close: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { bench, db, rows: await countTimecardDays(db), seededSeconds: 0 };
}

/** DROP_CACHES=1 (root, Linux): the kernel's page cache emptied before the timed rounds. */
function dropCaches() {
  if (process.env.DROP_CACHES !== '1') return;
  execFileSync('sync');
  writeFileSync('/proc/sys/vm/drop_caches', '3');
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const resultOf = (seeded: { rows: number; seededSeconds: number }, samples: number[][]) => ({
  rows: seeded.rows,
  seededSeconds: seeded.seededSeconds,
  p50: samples.map((values) => quantile(values, 0.5)),
  p95: samples.map((values) => quantile(values, 0.95)),
});

/** One size alone, its database seeded then timed (and with EXPLAIN or EXPLAIN_AFTER, logged). */
async function measure(size: string): Promise<Result> {
  const seeded = await seedSize(size);
  const { bench, db } = seeded;
  try {
    dropCaches();
    const samples = OPERATIONS.map(() => [] as number[]);
    await runOperations(db, bench.dataDir, EXPLAIN ? 1 : ROUNDS + 2, samples);
    // EXPLAIN_AFTER=<file>: after the timed rounds, each operation once more with auto_explain,
    // in new sessions (the database reopened), so that one seed gives both (a 10M seed is long).
    if (EXPLAIN_AFTER && bench.ownerUrl) {
      await asOwner(bench.ownerUrl, async (client) => {
        for (const setting of AUTO_EXPLAIN)
          await client.query(`alter database postgres set ${setting}`);
      });
      await runOperations(
        await bench.analyze(),
        bench.dataDir,
        1,
        OPERATIONS.map(() => []),
      );
    }
    const explained = EXPLAIN ?? EXPLAIN_AFTER;
    if (explained && bench.ownerUrl) {
      const dataDirectory = await asOwner(bench.ownerUrl, async (client) => {
        const result = await client.query<{ dir: string }>(
          `select current_setting('data_directory') as dir`,
        );
        return result.rows[0]!.dir;
      });
      copyFileSync(join(dataDirectory, '..', 'postgres.log'), explained);
    }
    return resultOf(seeded, samples);
  } finally {
    await bench.close();
  }
}

/**
 * Every size at once: each seeded in its own database, then each round runs every operation on
 * each size in turn, so that the machine's drift over the run (measured: ±50 % between two
 * runs of one size) falls on all sizes alike.
 */
async function measureSideBySide(): Promise<Record<string, Result>> {
  const seeded: Seeded[] = [];
  for (const size of SIZES) seeded.push(await (KEPT[size] ? openKept(KEPT[size]) : seedSize(size)));
  try {
    dropCaches();
    const operations: Awaited<ReturnType<typeof openOperations>>[] = [];
    for (const size of seeded) operations.push(await openOperations(size.db, size.bench.dataDir));
    const samples = SIZES.map(() => OPERATIONS.map(() => [] as number[]));
    for (let round = 0; round < ROUNDS + 2; round++)
      for (const [k, size] of operations.entries()) await size.round(samples[k]!, round >= 2);
    for (const size of operations) await size.close();
    return Object.fromEntries(SIZES.map((size, k) => [size, resultOf(seeded[k]!, samples[k]!)]));
  } finally {
    for (const size of seeded) await size.bench.close();
  }
}

/** KEEP=1: every size seeded, its owner's URL printed, and kept until the process is stopped. */
async function keepSeeded() {
  for (const size of SIZES) {
    const { bench, rows } = await seedSize(size);
    console.log(`${size}: ${rows} timecard-days at ${bench.ownerUrl ?? bench.dataDir}`);
  }
  await new Promise(() => {});
}
if (process.env.KEEP === '1') await keepSeeded();

const sideBySide = !EXPLAIN && !EXPLAIN_AFTER && process.env.SEQUENTIAL !== '1';
const results: Record<string, Result> = sideBySide ? await measureSideBySide() : {};
for (const size of SIZES) {
  const result = (results[size] ??= await measure(size));
  console.log(
    `\n${ENGINE}, ${size}: ${result.rows.toLocaleString('en-US')} timecard-days seeded in ${result.seededSeconds.toFixed(1)} s; p50 / p95 ms over ${ROUNDS} rounds`,
  );
  for (const [i, operation] of OPERATIONS.entries())
    console.log(
      `  ${operation.name.padEnd(34)} ${result.p50[i]!.toFixed(1).padStart(8)} ${result.p95[i]!.toFixed(1).padStart(8)}`,
    );
}

const first = results[SIZES[0]!]!;
const last = results[SIZES.at(-1)!]!;
const cell = (result: Result, i: number) =>
  `${result.p50[i]!.toFixed(1)} / ${result.p95[i]!.toFixed(1)}`;
console.log(
  `\n| Operation | ${SIZES.map((size) => `${size}: p50 / p95 ms`).join(' | ')} | ${SIZES.at(-1)}/${SIZES[0]} p50 |`,
);
console.log(`| --- | ${SIZES.map(() => '---').join(' | ')} | --- |`);
for (const [i, operation] of OPERATIONS.entries())
  console.log(
    `| ${operation.name} | ${SIZES.map((size) => cell(results[size]!, i)).join(' | ')} | ${(last.p50[i]! / first.p50[i]!).toFixed(2)} |`,
  );
