// Pay and invoice runs at scale (issue 31 §4): a tenant of 5,000 associates, each with four
// timecards of five 8-hour days a week (the statuses spread over approved, pending and rejected
// as in bench/reporting.ts), generated in SQL. WEEKS=10 is ~1,000,000 timecard-days. It times,
// for the last month, Hours Over Period (the bound), a pay run drawn up for every associate and
// an invoice run for one client: the draw-up's SQL (its days stored with the pay rules' split,
// its lines priced, its unapproved hours), each in a transaction rolled back so every sample
// starts from the same data.
//   node --import tsx bench/runs.ts [weeks=10] [pglite|postgres] [runs=5] [users=5000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { addDays } from '@tallysheet/contract/timesheets/week';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database, type Tx } from '../apps/server/src/db/client.ts';
import { startCluster } from '../apps/server/src/test/postgres-cluster.ts';
import { sumHours } from '../apps/server/src/modules/reporting/hours.repository.ts';
import {
  insertRunDays,
  invoiceLines,
  payLines,
  pricedDaysSql,
  unapprovedMinutes,
  type RunScope,
} from '../apps/server/src/modules/runs/run-lines.repository.ts';
import { insertRun } from '../apps/server/src/modules/runs/runs.repository.ts';
import { runMultipliers } from '../apps/server/src/modules/runs/split.ts';

const WEEKS = Number(process.argv[2] ?? 10);
const ENGINE = (process.argv[3] ?? 'pglite') as 'pglite' | 'postgres';
const RUNS = Number(process.argv[4] ?? 5);
const USERS = Number(process.argv[5] ?? 5000);
const TENANT = 'bench';
const LAST_WEEK = '2026-10-24';
const FIRST_WEEK = addDays(LAST_WEEK, -7 * (WEEKS - 1));
const MONTH = { from: '2026-10-01', to: '2026-10-30' };

const dataDir = mkdtempSync(join(tmpdir(), 'tallysheet-bench-runs-'));
const cluster = ENGINE === 'postgres' ? await startCluster() : undefined;
const open = () =>
  openDatabase({ dataDir, databaseUrl: cluster ? `${cluster.url}/postgres` : undefined });
let db: Database = await open();
loadConfig({ DATA_DIR: dataDir });

async function seed() {
  const started = performance.now();
  await db.withSystem('bench runs seed', async (tx) => {
    await tx.execute(sql`insert into tenants (tenant_id, name) values (${TENANT}, 'Bench')`);
    await tx.execute(sql`insert into clients (tenant_id, client_id, name)
      select ${TENANT}, 'c' || c, 'Client ' || c from generate_series(1, 10) as c`);
    await tx.execute(sql`insert into projects (tenant_id, project_id, client_id, name)
      select ${TENANT}, 'p' || p, 'c' || (1 + p % 10), 'Project ' || p from generate_series(1, 50) as p`);
    await tx.execute(sql`insert into tasks (tenant_id, task_id, client_id, project_id, name)
      select ${TENANT}, 't' || p || '-' || k, 'c' || (1 + p % 10), 'p' || p, 'Task ' || k
      from generate_series(1, 50) as p, generate_series(1, 4) as k`);
    await tx.execute(sql`insert into users (tenant_id, user_id, display_name, email, role)
      select ${TENANT}, 'u' || u, 'Associate ' || u, 'u' || u || '@bench.test', 'assoc'
      from generate_series(1, ${USERS}) as u`);
    // A project default rate on every project: $120.00 billed, $80.00 paid an hour.
    await tx.execute(sql`insert into rates (tenant_id, rate_id, project_id, bill_rate, pay_rate,
        currency, effective_from, created_by, created_at)
      select ${TENANT}, 'r' || p, 'p' || p, 12000, 8000, 'USD', '2020-01-01', 'bench', now()
      from generate_series(1, 50) as p`);
    await tx.execute(sql`insert into timesheets (tenant_id, timesheet_id, user_id, period_start,
        period_end, submitted_at, status, total_minutes)
      select ${TENANT}, ${TENANT} || '#u' || u || '#' || to_char(w, 'YYYYMMDD'), 'u' || u, w, w + 6,
        w + 7, 'approved', 4 * 5 * 480
      from generate_series(${FIRST_WEEK}::date, ${LAST_WEEK}::date, interval '7 days') as g(ts),
        lateral (select g.ts::date as w) as week, generate_series(1, ${USERS}) as u
      order by w, u`);
    await tx.execute(sql`insert into timecards (tenant_id, timesheet_id, project_id, task_id,
        position, status, total_minutes)
      select t.tenant_id, t.timesheet_id, 'p' || (1 + (u.n + k) % 50),
        't' || (1 + (u.n + k) % 50) || '-' || k, k,
        (array['approved', 'approved', 'pending', 'rejected'])[1 + (u.n + k) % 4], 5 * 480
      from timesheets t
        join lateral (select substr(t.user_id, 2)::int as n) as u on true,
        generate_series(1, 4) as k
      where t.tenant_id = ${TENANT}
      order by t.period_start, u.n, k`);
    // The days carry their timecard's decision (approved days are what the runs take).
    await tx.execute(sql`insert into timecard_days (tenant_id, timesheet_id, project_id, task_id,
        day, user_id, minutes, review)
      select c.tenant_id, c.timesheet_id, c.project_id, c.task_id, t.period_start + d, t.user_id, 480,
        case c.status when 'approved' then 'approved' when 'rejected' then 'rejected' end
      from timecards c
        join timesheets t on t.tenant_id = c.tenant_id and t.timesheet_id = c.timesheet_id,
        generate_series(2, 6) as d
      where c.tenant_id = ${TENANT}
      order by t.period_start, t.user_id, c.position, d`);
  });
  return performance.now() - started;
}

/** ANALYZE as the owner, the product's connection closed (PGlite allows one client). */
async function analyze(): Promise<Database> {
  await db.close();
  if (cluster) {
    const client = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await client.connect();
    await client.query('analyze');
    await client.end();
  } else {
    const client = await PGlite.create(join(dataDir, 'pglite'));
    await client.exec('analyze');
    await client.close();
  }
  return open();
}

class RolledBack extends Error {}

/** Runs `work` in a tenant transaction that is always rolled back; its answer. */
async function rolledBack<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
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

/** A run drawn up as the service does (its row, its days, its lines, its unapproved hours). */
async function drawUp(tx: Tx, scope: RunScope) {
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
  const steps: string[] = [];
  const step = async <T>(name: string, work: () => Promise<T>) => {
    const started = performance.now();
    const answer = await work();
    steps.push(`${name} ${(performance.now() - started).toFixed(0)} ms`);
    return answer;
  };
  const minutes = await step('days', () => insertRunDays(tx, { ...scope, runId }));
  const multipliers = await runMultipliers(tx, TENANT);
  const lines = await step('lines', (): Promise<unknown[]> =>
    scope.kind === 'pay'
      ? payLines(tx, { tenantId: TENANT, runId, pay: multipliers.pay })
      : invoiceLines(tx, { tenantId: TENANT, runId, bill: multipliers.bill, perUser: true }),
  );
  const excluded = await step('unapproved', () => unapprovedMinutes(tx, scope));
  if (process.env.STEPS) console.log(steps.join(', '));
  if (process.env.EXPLAIN && scope.kind === 'pay') {
    const plan = (await tx.execute(
      sql`explain analyze select count(*) from (${pricedDaysSql(TENANT, runId)}) as p`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return `${lines.length} lines, ${(minutes / 60).toLocaleString('en-US')} h, ${excluded.length} with unapproved hours`;
}

async function time(name: string, work: (tx: Tx) => Promise<string | void>) {
  const samples: number[] = [];
  let said: string | void = '';
  for (let run = 0; run < RUNS + 1; run++) {
    const started = performance.now();
    said = await rolledBack(work);
    if (run >= 1) samples.push(performance.now() - started); // one warm-up run
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  console.log(
    `${name}: p50 ${p(0.5).toFixed(0)} ms, max ${p(1).toFixed(0)} ms (${RUNS} runs)${said ? ` — ${said}` : ''}`,
  );
}

try {
  const seeded = await seed();
  db = await analyze();
  console.log(
    `${ENGINE}: ${USERS} associates × ${WEEKS} weeks × 4 timecards × 5 days seeded in ${(seeded / 1000).toFixed(1)} s`,
  );
  await time('Hours Over Period, Oct 2026 by project, weekly (the bound)', async (tx) => {
    await sumHours(tx, {
      tenantId: TENANT,
      ...MONTH,
      interval: 'week',
      groupBy: 'project',
      filters: {},
    });
  });
  await time('pay run, Oct 2026, every associate', (tx) =>
    drawUp(tx, { tenantId: TENANT, kind: 'pay', ...MONTH }),
  );
  await time('invoice run, Oct 2026, client c1, per project × associate', (tx) =>
    drawUp(tx, { tenantId: TENANT, kind: 'invoice', ...MONTH, clientId: 'c1' }),
  );
} finally {
  await db.close();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
