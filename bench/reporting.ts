// Hours Over Period at scale (issue 19): a tenant with 500 associates (bench/seed-reporting.ts,
// which bench/runs.ts seeds too), each with four timecards
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
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sumHours, sumHoursQuery } from '../apps/server/src/modules/reporting/hours.repository.ts';
import {
  sumAmounts,
  sumAmountsQuery,
} from '../apps/server/src/modules/reporting/hours-amounts.repository.ts';
import {
  MONTH,
  REPORTING_TENANT as TENANT,
  YEAR,
  countTimecardDays,
  openBenchDatabase,
  seedReportingTenant,
} from './seed-reporting.ts';

const WEEKS = Number(process.argv[2] ?? 104);
const ENGINE = (process.argv[3] ?? 'pglite') as 'pglite' | 'postgres';
const RUNS = Number(process.argv[4] ?? 15);
const ORDER = (process.argv[5] ?? 'week') as 'week' | 'associate';
const USERS = 500;

const bench = await openBenchDatabase(ENGINE, 'tallysheet-bench-report-');
let db = bench.db;

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
  const seeded = await seedReportingTenant(db, { users: USERS, weeks: WEEKS, order: ORDER });
  db = await bench.analyze();
  const rows = await countTimecardDays(db);
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
  await bench.close();
}
