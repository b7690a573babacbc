// Pay and invoice runs at scale (issue 31 §4): the reporting tenant (bench/seed-reporting.ts) with
// 5,000 associates × 10 weeks, four timecards of five 8-hour days a week each (~1,000,000
// timecard-days; half the timecards approved). For its last month it times Hours Over Period
// (the bound), a pay run drawn up for every associate and an invoice run for one client, as the
// service draws them up (the run's row, its lines with the timecards they cover stored in one
// statement, its unapproved hours), each in a transaction rolled back so that every sample starts
// from the same data. The runs must answer within the report's time: ratio ≤ 1.0.
// `npm run bench` measures the same (bench/http-bench.ts, after the endpoints).
//   node --import tsx bench/runs.ts [weeks=10] [pglite|postgres] [runs=5] [users=5000]
//   EXPLAIN=1 also prints EXPLAIN ANALYZE of the pay run's statement.
// Besides the wall time it reports the CPU time of each sample (this process, and on PostgreSQL
// the transaction's backend too): on a shared machine the wall time moves with the other load,
// the CPU time much less, so its ratios are the steadier reading.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../apps/server/src/db/client.ts';
import { sumHours } from '../apps/server/src/modules/reporting/hours.repository.ts';
import {
  asDraftStatement,
  drawUpInvoiceRun,
  drawUpPayRun,
  payLinesSql,
  unapprovedMinutes,
  type DraftScope,
} from '../apps/server/src/modules/runs/run-lines.repository.ts';
import { insertRun } from '../apps/server/src/modules/runs/runs.repository.ts';
import { runRules } from '../apps/server/src/modules/runs/split.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createTestClock } from '../apps/server/src/lib/clock.ts';
import { benchApp } from './bench-app.ts';
import {
  MONTH,
  REPORTING_TENANT as TENANT,
  addBenchAdmin,
  countTimecardDays,
  openBenchDatabase,
  seedReportingTenant,
} from './seed-reporting.ts';

export interface RunsBoundOptions {
  engine: 'pglite' | 'postgres';
  users: number;
  weeks: number;
  /** Samples of each, after one warm-up. */
  runs: number;
  explain?: boolean;
  say: (line: string) => void;
}

export interface RunsBoundResult {
  engine: 'pglite' | 'postgres';
  dataSet: string;
  /** p50 in ms. */
  hoursOverPeriod: number;
  payRun: number;
  invoiceRun: number;
  payRatio: number;
  invoiceRatio: number;
  met: boolean;
  /** The same ratios of the samples' CPU time (p50). */
  payCpuRatio: number;
  invoiceCpuRatio: number;
  /**
   * The same three answered through the app (`app.inject`: the routes, the services, their
   * transactions; each run's draft committed), p50 ms: what an Administrator waits for.
   */
  throughTheApp: { hoursOverPeriod: number; payRun: number; invoiceRun: number };
  appPayRatio: number;
  appInvoiceRatio: number;
}

class RolledBack extends Error {}

/** Runs `work` in a tenant transaction that is always rolled back; its answer. */
async function rolledBack<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  try {
    await db.withTenant(TENANT, async (tx) => {
      answer = await work(tx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return answer!;
}

type Scope = Omit<DraftScope, 'runId' | 'limits'>;

/** A run drawn up as the service does: its row, its lines and timecards, its unapproved hours. */
async function drawUp(tx: Tx, scope: Scope) {
  const runId = `bench-${scope.kind}`;
  await insertRun(tx, {
    tenantId: TENANT,
    id: runId,
    kind: scope.kind,
    number: 1,
    status: 'draft',
    dayFrom: scope.from,
    dayTo: scope.to,
    lines: [],
    excludedMinutes: 0,
    excluded: [],
    minutes: 0,
    createdBy: 'bench',
    createdAt: new Date(),
  });
  const rules = await runRules(tx, TENANT);
  const draft = { ...scope, runId, limits: rules.limits };
  const lines: unknown[] =
    scope.kind === 'pay'
      ? await drawUpPayRun(tx, { ...draft, pay: rules.pay })
      : await drawUpInvoiceRun(tx, { ...draft, bill: rules.bill, perUser: true });
  const excluded = await unapprovedMinutes(tx, scope);
  return `${lines.length} lines, ${excluded.length} associates with unapproved hours`;
}

/**
 * CPU milliseconds spent so far by this process and, on PostgreSQL, by the transaction's backend
 * (read from /proc: the throwaway cluster runs on this machine; 100 clock ticks a second).
 */
async function cpuSpent(tx: Tx, engine: RunsBoundOptions['engine']): Promise<number> {
  const own = process.cpuUsage();
  let backend = 0;
  if (engine === 'postgres') {
    const [{ pid }] = (
      (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: [{ pid: number }];
      }
    ).rows;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    backend = (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime
  }
  return (own.user + own.system) / 1000 + backend;
}

/**
 * Hours Over Period and both runs answered by the app itself, `runs` samples each after one
 * warm-up: the service's own sequence (the pay run's unapproved hours read beside its lines on
 * PostgreSQL), not the statements above. Each sample stores a draft; drafts claim nothing, so
 * every sample draws up the same hours.
 */
async function throughTheApp(db: Database, dataDir: string, runs: number) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-1234',
  });
  await addBenchAdmin(db);
  // A day after the month: the tenant's trial is running then (its subscription is checked).
  const app = await benchApp(config, db, { clock: createTestClock('2026-10-31T12:00:00Z') });
  const token = app.signAccessToken({
    sub: `${TENANT}#admin`,
    tenantId: TENANT,
    username: 'admin',
    role: 'admin',
    email: 'admin@bench.test',
    name: 'admin',
    tv: 0,
    exp: Math.floor(Date.now() / 1000) + 3600 * 4,
  });
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const started = performance.now();
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return performance.now() - started;
  };
  const p50 = async (answer: () => Promise<number>) => {
    await answer(); // warm-up
    const samples: number[] = [];
    for (let sample = 0; sample < runs; sample++) samples.push(await answer());
    return p50Of(samples);
  };
  try {
    const period = `from=${MONTH.from}&to=${MONTH.to}`;
    return {
      hoursOverPeriod: await p50(() =>
        call('GET', `/api/reporting/hours-over-period?${period}&interval=week&groupBy=project`),
      ),
      payRun: await p50(() => call('POST', '/api/admin/pay-runs', MONTH)),
      invoiceRun: await p50(() =>
        call('POST', '/api/admin/invoice-runs', {
          ...MONTH,
          clientId: 'c1',
          groupBy: 'projectUser',
        }),
      ),
    };
  } finally {
    await app.close();
  }
}

const p50Of = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

/** p50 of the wall time and of the CPU time of `runs` samples after one warm-up. */
async function time(
  db: Database,
  options: Pick<RunsBoundOptions, 'say' | 'engine'>,
  name: string,
  runs: number,
  work: (tx: Tx) => Promise<string | void>,
) {
  const samples: number[] = [];
  const cpu: number[] = [];
  let said: string | void = '';
  for (let run = 0; run < runs + 1; run++) {
    const started = performance.now();
    let spent = 0;
    said = await rolledBack(db, async (tx) => {
      const before = await cpuSpent(tx, options.engine);
      const answer = await work(tx);
      spent = (await cpuSpent(tx, options.engine)) - before;
      return answer;
    });
    if (run >= 1) {
      samples.push(performance.now() - started); // one warm-up run
      cpu.push(spent);
    }
  }
  const wall = p50Of(samples);
  options.say(
    `${name}: p50 ${wall.toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms, CPU p50 ${p50Of(cpu).toFixed(0)} ms (${runs} runs)${said ? ` — ${said}` : ''}`,
  );
  return { wall, cpu: p50Of(cpu) };
}

/** EXPLAIN ANALYZE of the pay run's statement (its values inlined), rolled back. */
async function explainPayRun(db: Database): Promise<string> {
  return rolledBack(db, async (tx) => {
    const rules = await runRules(tx, TENANT);
    const { sql: text, params } = new PgDialect().sqlToQuery(
      payLinesSql({
        tenantId: TENANT,
        kind: 'pay',
        ...MONTH,
        runId: 'bench-explain',
        limits: rules.limits,
        pay: rules.pay,
      }),
    );
    const literal = (value: unknown) =>
      value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`;
    const inlined = text.replace(/\$(\d+)/g, (_m, n: string) => literal(params[Number(n) - 1]));
    const result = (await asDraftStatement(tx, () =>
      tx.execute(sql.raw(`explain (analyze, costs off) ${inlined}`)),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** Seeds the tenant on a fresh database of the engine and measures the runs against the report. */
export async function measureRunsBound(options: RunsBoundOptions): Promise<RunsBoundResult> {
  const { say, runs } = options;
  const bench = await openBenchDatabase(options.engine, 'tallysheet-bench-runs-');
  try {
    const seeded = await seedReportingTenant(bench.db, {
      users: options.users,
      weeks: options.weeks,
      order: 'week',
    });
    const db = await bench.analyze();
    const rows = await countTimecardDays(db);
    const dataSet = `${rows.toLocaleString('en-US')} timecard-days (${options.users} associates × ${options.weeks} weeks), seeded in ${(seeded / 1000).toFixed(1)} s, then ANALYZE`;
    say(`runs (${options.engine}): ${dataSet}`);
    const hoursOverPeriod = await time(
      db,
      options,
      'Hours Over Period, Oct 2026 by project, weekly (the bound)',
      runs,
      async (tx) => {
        await sumHours(tx, {
          tenantId: TENANT,
          ...MONTH,
          interval: 'week',
          groupBy: 'project',
          filters: {},
        });
      },
    );
    const payRun = await time(db, options, 'pay run, Oct 2026, every associate', runs, (tx) =>
      drawUp(tx, { tenantId: TENANT, kind: 'pay', ...MONTH }),
    );
    const invoiceRun = await time(
      db,
      options,
      'invoice run, Oct 2026, client c1, per project × associate',
      runs,
      (tx) => drawUp(tx, { tenantId: TENANT, kind: 'invoice', ...MONTH, clientId: 'c1' }),
    );
    const payRatio = payRun.wall / hoursOverPeriod.wall;
    const invoiceRatio = invoiceRun.wall / hoursOverPeriod.wall;
    const payCpuRatio = payRun.cpu / hoursOverPeriod.cpu;
    const invoiceCpuRatio = invoiceRun.cpu / hoursOverPeriod.cpu;
    const met = payRatio <= 1 && invoiceRatio <= 1;
    say(
      `runs (${options.engine}): pay run ${payRatio.toFixed(2)}× and invoice run ${invoiceRatio.toFixed(2)}× Hours Over Period: ${met ? 'met' : 'not met'} (≤ 1.0×); CPU time ${payCpuRatio.toFixed(2)}× and ${invoiceCpuRatio.toFixed(2)}×`,
    );
    const app = await throughTheApp(db, bench.dataDir, runs);
    const appPayRatio = app.payRun / app.hoursOverPeriod;
    const appInvoiceRatio = app.invoiceRun / app.hoursOverPeriod;
    say(
      `runs (${options.engine}), through the app: Hours Over Period p50 ${app.hoursOverPeriod.toFixed(0)} ms, pay run ${app.payRun.toFixed(0)} ms (${appPayRatio.toFixed(2)}×), invoice run ${app.invoiceRun.toFixed(0)} ms (${appInvoiceRatio.toFixed(2)}×): ${appPayRatio <= 1 && appInvoiceRatio <= 1 ? 'met' : 'not met'} (≤ 1.0×)`,
    );
    if (options.explain) say(`\nEXPLAIN ANALYZE (the pay run):\n${await explainPayRun(db)}`);
    return {
      engine: options.engine,
      dataSet,
      hoursOverPeriod: hoursOverPeriod.wall,
      payRun: payRun.wall,
      invoiceRun: invoiceRun.wall,
      payRatio,
      invoiceRatio,
      met,
      payCpuRatio,
      invoiceCpuRatio,
      throughTheApp: app,
      appPayRatio,
      appInvoiceRatio,
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureRunsBound({
    weeks: Number(process.argv[2] ?? 10),
    engine: (process.argv[3] ?? 'pglite') as 'pglite' | 'postgres',
    runs: Number(process.argv[4] ?? 5),
    users: Number(process.argv[5] ?? 5000),
    explain: Boolean(process.env.EXPLAIN),
    say: (line) => console.log(line),
  });
}
