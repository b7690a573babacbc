// The reporting tenant (issue 19, amounts of issue 31): one tenant of N associates, each with four
// timecards of five 8-hour worked days a week, generated in SQL (generate_series, INSERT … SELECT:
// no rows built in Node), with rates. Used by bench/reporting.ts (Hours Over Period) and
// bench/runs.ts (pay and invoice runs against the same report's bound).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { addDays } from '@tallysheet/contract/timesheets/week';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { startCluster, type Cluster } from '../apps/server/src/test/postgres-cluster.ts';

export const REPORTING_TENANT = 'bench';
/** The last seeded week starts here; the measured month is the one it ends in. */
export const LAST_WEEK = '2026-10-24';
export const MONTH = { from: '2026-10-01', to: '2026-10-30' };
export const YEAR = { from: '2025-10-31', to: '2026-10-30' };

export interface ReportingDataSet {
  users: number;
  weeks: number;
  /**
   * The insert order: 'week' as the product writes rows (every associate saves the week's
   * timesheet in that week), 'associate' each associate's whole history together (the worst
   * case for a month's rows: spread over the whole table's pages).
   */
  order: 'week' | 'associate';
  /** The tenant to seed (REPORTING_TENANT by default). */
  tenantId?: string;
  /** The last seeded week's Saturday (LAST_WEEK by default). */
  lastWeek?: string;
  /** Timecards a week, each on its own project (4 by default). */
  cardsPerWeek?: number;
  /** Every timecard approved (by default the statuses spread over approved, pending, rejected). */
  allApproved?: boolean;
}

/** A database of the product's schema in a fresh directory or on a throwaway cluster. */
export interface BenchDatabase {
  engine: 'pglite' | 'postgres';
  db: Database;
  /** The product's DATA_DIR (PGlite's files are in its `pglite` folder). */
  dataDir: string;
  /** The throwaway cluster on PostgreSQL (the product's database: `${cluster.url}/postgres`). */
  cluster?: Cluster;
  /** ANALYZE as the database's owner (the app's role may not); the product's connection reopened. */
  analyze(): Promise<Database>;
  close(): Promise<void>;
}

export async function openBenchDatabase(
  engine: 'pglite' | 'postgres',
  prefix: string,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const cluster: Cluster | undefined = engine === 'postgres' ? await startCluster() : undefined;
  const open = () =>
    openDatabase({ dataDir, databaseUrl: cluster ? `${cluster.url}/postgres` : undefined });
  const bench: BenchDatabase = {
    engine,
    db: await open(),
    dataDir,
    cluster,
    async analyze() {
      // PGlite allows one client per directory: the product's connection is closed first.
      await bench.db.close();
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
      bench.db = await open();
      return bench.db;
    },
    async close() {
      await bench.db.close();
      cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  loadConfig({ DATA_DIR: dataDir }); // the product's own configuration checks, as the server does
  return bench;
}

/**
 * Seeds the tenant; the milliseconds it took. The timecards' statuses spread over approved,
 * pending and rejected, each day reviewed as its timecard (the amounts and the runs count
 * approved days). Rates in USD: each project's default bill and pay rate from the first week,
 * each associate's own pay rate, and for every tenth associate a rate on each of their projects
 * from mid-October (the measured month has two rates in force for them).
 */
export async function seedReportingTenant(db: Database, set: ReportingDataSet): Promise<number> {
  const TENANT = set.tenantId ?? REPORTING_TENANT;
  const lastWeek = set.lastWeek ?? LAST_WEEK;
  const cards = set.cardsPerWeek ?? 4;
  const statuses = set.allApproved
    ? sql`array['approved', 'approved', 'approved', 'approved']`
    : sql`array['approved', 'approved', 'pending', 'rejected']`;
  const firstWeek = addDays(lastWeek, -7 * (set.weeks - 1));
  const byWeek = set.order === 'week';
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
      from generate_series(1, ${set.users}) as u`);
    await tx.execute(sql`insert into timesheets (tenant_id, timesheet_id, user_id, period_start,
        period_end, submitted_at, status, total_minutes)
      select ${TENANT}, ${TENANT} || '#u' || u || '#' || to_char(w, 'YYYYMMDD') || '_' || to_char(w + 6, 'YYYYMMDD'), 'u' || u, w, w + 6,
        w + 7, 'approved', ${cards} * 5 * 480
      from generate_series(1, ${set.users}) as u,
        generate_series(${firstWeek}::date, ${lastWeek}::date, interval '7 days') as g(ts),
        lateral (select g.ts::date as w) as week
      order by ${byWeek ? sql`w, u` : sql`u, w`}`);
    // Four timecards a week (cardsPerWeek): projects by associate, the status spread over the three kinds.
    await tx.execute(sql`insert into timecards (tenant_id, timesheet_id, project_id, task_id,
        position, status, total_minutes)
      select t.tenant_id, t.timesheet_id, 'p' || (1 + (u.n + k) % 50),
        't' || (1 + (u.n + k) % 50) || '-' || k, k,
        (${statuses})[1 + (u.n + k) % 4], 5 * 480
      from timesheets t
        join lateral (select substr(t.user_id, 2)::int as n) as u on true,
        generate_series(1, ${cards}) as k
      where t.tenant_id = ${TENANT}
      order by ${byWeek ? sql`t.period_start, u.n, k` : sql`u.n, t.period_start, k`}`);
    await tx.execute(sql`insert into timecard_days (tenant_id, timesheet_id, project_id, task_id,
        day, user_id, minutes, review)
      select c.tenant_id, c.timesheet_id, c.project_id, c.task_id, t.period_start + d, t.user_id, 480,
        case c.status when 'approved' then 'approved' when 'rejected' then 'rejected' end
      from timecards c
        join timesheets t on t.tenant_id = c.tenant_id and t.timesheet_id = c.timesheet_id,
        generate_series(2, 6) as d
      where c.tenant_id = ${TENANT}
      order by ${byWeek ? sql`t.period_start, t.user_id` : sql`t.user_id, t.period_start`}, c.position, d`);
    await tx.execute(sql`insert into rates (tenant_id, rate_id, project_id, bill_rate, pay_rate,
        currency, effective_from, created_by, created_at)
      select ${TENANT}, 'rp' || p, 'p' || p, 10000 + p * 7, 6000 + p * 3, 'USD', ${firstWeek}::date,
        'bench', now()
      from generate_series(1, 50) as p`);
    await tx.execute(sql`insert into rates (tenant_id, rate_id, user_id, pay_rate, currency,
        effective_from, created_by, created_at)
      select ${TENANT}, 'ru' || u, 'u' || u, 5000 + u, 'USD', ${firstWeek}::date, 'bench', now()
      from generate_series(1, ${set.users}) as u`);
    await tx.execute(sql`insert into rates (tenant_id, rate_id, user_id, project_id, bill_rate,
        pay_rate, currency, effective_from, created_by, created_at)
      select ${TENANT}, 'rup' || u || '-' || k, 'u' || u, 'p' || (1 + (u + k) % 50), 13333,
        7777, 'USD', '2026-10-15'::date, 'bench', now()
      from generate_series(10, ${set.users}, 10) as u, generate_series(1, 4) as k`);
  });
  return performance.now() - started;
}

/** The tenant's timecard-days (to print the data set's size). */
export async function countTimecardDays(db: Database): Promise<number> {
  return db.withSystem('bench count', async (tx) => {
    const result = (await tx.execute(
      sql`select count(*)::int as n from timecard_days`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  });
}
