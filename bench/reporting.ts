// Hours Over Period at scale (issue 19): a tenant with 500 associates, each with four timecards
// of five worked days a week, generated in SQL (generate_series, INSERT … SELECT: no rows built
// in Node). WEEKS=104 (two years) is ~1,040,000 timecard-days; WEEKS=10 is ~100,000 with the
// same measured month (the last one), so the two runs differ only in the other months' rows.
// It times the report for one month grouped by project and for one year grouped by month
// through the real service, and prints the EXPLAIN plans of the one-month query. Then the
// Administrator's amounts (issue 31 §3) of the same month and year: the tenant has rates (a
// project default per project, a pay rate per associate, an associate × project rate for a
// tenth of the associates changing mid-month), and `sumAmounts` runs after the hours as the
// route runs it; the hours alone and the hours with amounts are timed in the same run.
// Rows go in as the product writes them, week by week (every associate saves the week's timesheet
// in that week): ORDER=week, the default. ORDER=associate writes each associate's whole history
// together instead, the worst case for a month's rows (spread over the whole table's pages).
//   node --import tsx bench/reporting.ts [weeks=104] [pglite|postgres] [runs=15] [week|associate]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { addDays } from '@tallysheet/contract/timesheets/week';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { startCluster } from '../apps/server/src/test/postgres-cluster.ts';
import { sumHours, sumHoursQuery } from '../apps/server/src/modules/reporting/hours.repository.ts';
import {
  sumAmounts,
  sumAmountsQuery,
} from '../apps/server/src/modules/reporting/hours-amounts.repository.ts';

const WEEKS = Number(process.argv[2] ?? 104);
const ENGINE = (process.argv[3] ?? 'pglite') as 'pglite' | 'postgres';
const RUNS = Number(process.argv[4] ?? 15);
const ORDER = (process.argv[5] ?? 'week') as 'week' | 'associate';
/** The insert order of the generated rows (see the top of the file). */
const byWeek = ORDER === 'week';
const TENANT = 'bench';
const USERS = 500;
/** The last seeded week starts here; the measured month is the one it ends in. */
const LAST_WEEK = '2026-10-24';
const FIRST_WEEK = addDays(LAST_WEEK, -7 * (WEEKS - 1));
const MONTH = { from: '2026-10-01', to: '2026-10-30' };
const YEAR = { from: '2025-10-31', to: '2026-10-30' };

const dataDir = mkdtempSync(join(tmpdir(), 'tallysheet-bench-report-'));
const cluster = ENGINE === 'postgres' ? await startCluster() : undefined;
const open = () =>
  openDatabase({ dataDir, databaseUrl: cluster ? `${cluster.url}/postgres` : undefined });
let db: Database = await open();
loadConfig({ DATA_DIR: dataDir }); // the product's own configuration checks, as the server does

async function seed() {
  const started = performance.now();
  await db.withSystem('bench reporting seed', async (tx) => {
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
    await tx.execute(sql`insert into timesheets (tenant_id, timesheet_id, user_id, period_start,
        period_end, submitted_at, status, total_minutes)
      select ${TENANT}, ${TENANT} || '#u' || u || '#' || to_char(w, 'YYYYMMDD'), 'u' || u, w, w + 6,
        w + 7, 'approved', 4 * 5 * 480
      from generate_series(1, ${USERS}) as u,
        generate_series(${FIRST_WEEK}::date, ${LAST_WEEK}::date, interval '7 days') as g(ts),
        lateral (select g.ts::date as w) as week
      order by ${byWeek ? sql`w, u` : sql`u, w`}`);
    // Four timecards a week: projects by associate, the status spread over the three kinds.
    await tx.execute(sql`insert into timecards (tenant_id, timesheet_id, project_id, task_id,
        position, status, total_minutes)
      select t.tenant_id, t.timesheet_id, 'p' || (1 + (u.n + k) % 50),
        't' || (1 + (u.n + k) % 50) || '-' || k, k,
        (array['approved', 'approved', 'pending', 'rejected'])[1 + (u.n + k) % 4], 5 * 480
      from timesheets t
        join lateral (select substr(t.user_id, 2)::int as n) as u on true,
        generate_series(1, 4) as k
      where t.tenant_id = ${TENANT}
      order by ${byWeek ? sql`t.period_start, u.n, k` : sql`u.n, t.period_start, k`}`);
    // Each day reviewed as its timecard (the amounts count approved days: issue 31).
    await tx.execute(sql`insert into timecard_days (tenant_id, timesheet_id, project_id, task_id,
        day, user_id, minutes, review)
      select c.tenant_id, c.timesheet_id, c.project_id, c.task_id, t.period_start + d, t.user_id, 480,
        case c.status when 'approved' then 'approved' when 'rejected' then 'rejected' end
      from timecards c
        join timesheets t on t.tenant_id = c.tenant_id and t.timesheet_id = c.timesheet_id,
        generate_series(2, 6) as d
      where c.tenant_id = ${TENANT}
      order by ${byWeek ? sql`t.period_start, t.user_id` : sql`t.user_id, t.period_start`}, c.position, d`);
    // Rates in USD: each project's default bill and pay rate from the first week, each
    // associate's own pay rate, and for every tenth associate a rate on each of their projects
    // from mid-October (the measured month has two rates in force for them).
    await tx.execute(sql`insert into rates (tenant_id, rate_id, project_id, bill_rate, pay_rate,
        currency, effective_from, created_by, created_at)
      select ${TENANT}, 'rp' || p, 'p' || p, 10000 + p * 7, 6000 + p * 3, 'USD', ${FIRST_WEEK}::date,
        'bench', now()
      from generate_series(1, 50) as p`);
    await tx.execute(sql`insert into rates (tenant_id, rate_id, user_id, pay_rate, currency,
        effective_from, created_by, created_at)
      select ${TENANT}, 'ru' || u, 'u' || u, 5000 + u, 'USD', ${FIRST_WEEK}::date, 'bench', now()
      from generate_series(1, ${USERS}) as u`);
    await tx.execute(sql`insert into rates (tenant_id, rate_id, user_id, project_id, bill_rate,
        pay_rate, currency, effective_from, created_by, created_at)
      select ${TENANT}, 'rup' || u || '-' || k, 'u' || u, 'p' || (1 + (u + k) % 50), 13333,
        7777, 'USD', '2026-10-15'::date, 'bench', now()
      from generate_series(10, ${USERS}, 10) as u, generate_series(1, 4) as k`);
  });
  return performance.now() - started;
}

/**
 * ANALYZE as the database's owner (the app's role may not), with the product's connection
 * closed: PGlite allows one client per directory.
 */
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

const count = async () =>
  db.withSystem('bench count', async (tx) => {
    const result = (await tx.execute(
      sql`select count(*)::int as n from timecard_days`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  });

const MULTIPLIERS = { overtime: 150, holiday: 100, billOvertime: null, billHoliday: null };

/** The report as the route runs it: the hours, and with `amounts` the money after them. */
async function time(name: string, params: Parameters<typeof sumHours>[1], amounts = false) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const started = performance.now();
    await db.withTenant(TENANT, async (tx) => {
      await sumHours(tx, params);
      if (amounts) await sumAmounts(tx, { ...params, multipliers: MULTIPLIERS });
    });
    if (run >= 2) samples.push(performance.now() - started); // two warm-up runs
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  console.log(`${name}: p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms (${RUNS} runs)`);
}

/** The one-month query's plan: EXPLAIN of the SQL the repository builds, its values inlined. */
async function explain(amounts = false) {
  const month = {
    tenantId: TENANT,
    ...MONTH,
    interval: 'week' as const,
    groupBy: 'project' as const,
    filters: {},
  };
  const { sql: text, params } = new PgDialect().sqlToQuery(
    amounts ? sumAmountsQuery({ ...month, multipliers: MULTIPLIERS }) : sumHoursQuery(month),
  );
  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  const inlined = text.replace(/\$(\d+)/g, (_m, n: string) => literal(params[Number(n) - 1]));
  return db.withTenant(TENANT, async (tx) => {
    const result = (await tx.execute(
      sql.raw(`explain ${amounts ? '(analyze, costs off) ' : ''}${inlined}`),
    )) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

try {
  const seeded = await seed();
  db = await analyze();
  const rows = await count();
  console.log(
    `${ENGINE}: ${rows.toLocaleString('en-US')} timecard-days (${USERS} associates × ${WEEKS} weeks, written by ${ORDER}) seeded in ${(seeded / 1000).toFixed(1)} s`,
  );
  await time('one month (Oct 2026) by project, weekly', {
    tenantId: TENANT,
    ...MONTH,
    interval: 'week',
    groupBy: 'project',
    filters: {},
  });
  await time('one year by month, by client', {
    tenantId: TENANT,
    ...YEAR,
    interval: 'month',
    groupBy: 'client',
    filters: {},
  });
  await time(
    'one month (Oct 2026) by project, weekly, with amounts',
    { tenantId: TENANT, ...MONTH, interval: 'week', groupBy: 'project', filters: {} },
    true,
  );
  await time(
    'one year by month, by client, with amounts',
    { tenantId: TENANT, ...YEAR, interval: 'month', groupBy: 'client', filters: {} },
    true,
  );
  console.log(`\nEXPLAIN (one month by project):\n${await explain()}`);
  console.log(`\nEXPLAIN ANALYZE (the amounts of one month by project):\n${await explain(true)}`);
} finally {
  await db.close();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
