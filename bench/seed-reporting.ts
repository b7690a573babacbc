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
import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@tallysheet/contract/timesheets/week';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, pgliteDirOf, type Database } from '../apps/server/src/db/client.ts';
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
  /**
   * Tenants of the same shape written beside the measured one (`bench-2`, `bench-3`, …), their
   * rows interleaved with its own week by week as the firms of one instance write them (the
   * scaling curve's 10M rows); default none.
   */
  otherTenants?: number;
  /**
   * 'spread' (default): every week's timecards spread over approved, pending and rejected.
   * 'recent': only the last four weeks' are (each timesheet in one status, its associate's);
   * earlier weeks are approved, as in a firm whose
   * approvers keep up (the dashboard's pending and rejected counts stay those of a month).
   */
  statuses?: 'spread' | 'recent';
  /** The measured tenant (REPORTING_TENANT by default). */
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
  /** DATA_DIR of the product on it. */
  dataDir: string;
  /** The throwaway cluster on PostgreSQL (the product's database: `${cluster.url}/postgres`). */
  cluster?: Cluster;
  /** PostgreSQL: the database's URL as its owner (for settings the product's role may not make). */
  ownerUrl?: string;
  /**
   * ANALYZE (with `vacuum`, VACUUM ANALYZE) as the database's owner (the app's role may not);
   * the product's connection reopened.
   */
  analyze(options?: { vacuum?: boolean }): Promise<Database>;
  close(): Promise<void>;
}

export async function openBenchDatabase(
  engine: 'pglite' | 'postgres',
  prefix: string,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const cluster: Cluster | undefined =
    engine === 'postgres'
      ? await startCluster({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined })
      : undefined;
  const open = () =>
    openDatabase({ dataDir, databaseUrl: cluster ? `${cluster.url}/postgres` : undefined });
  const bench: BenchDatabase = {
    engine,
    db: await open(),
    dataDir,
    cluster,
    ownerUrl: cluster ? `${cluster.url}/postgres` : undefined,
    async analyze(options) {
      const command = options?.vacuum ? 'vacuum analyze' : 'analyze';
      // PGlite allows one client per directory: the product's connection is closed first.
      await bench.db.close();
      if (cluster) {
        const client = new pg.Client({ connectionString: `${cluster.url}/postgres` });
        await client.connect();
        await client.query(command);
        // The bulk load's dirty pages written now, not by the checkpointer during the timed
        // rounds (at 10M, gigabytes of them).
        await client.query('checkpoint');
        await client.end();
      } else {
        const client = await PGlite.create(pgliteDirOf(dataDir));
        await client.exec(command);
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
 * Seeds the tenant (and `otherTenants` beside it); the milliseconds it took. The timecards'
 * statuses spread over approved, pending and rejected (or, with statuses 'recent', only the last
 * four weeks'), each day reviewed as its timecard (the amounts and the runs count approved days).
 * Rates in USD: each project's default bill and pay rate from the first week, each associate's
 * own pay rate, and for every tenth associate a rate on each of their projects from mid-October
 * (the measured month has two rates in force for them). With `curve`, also five suppliers (every
 * other associate comes through one) with 10 contacts, 50 client contacts, the decided days' time of decision, and
 * a description on each Monday:
 * 'Data migration' in one week of 50 of each associate, 'Client meeting' otherwise.
 */
export async function seedReportingTenant(
  db: Database,
  set: ReportingDataSet & { curve?: boolean },
): Promise<number> {
  const others = Array.from({ length: set.otherTenants ?? 0 }, (_, i) => `bench-${i + 2}`);
  const tenantIds = [set.tenantId ?? REPORTING_TENANT, ...others];
  const lastWeek = set.lastWeek ?? LAST_WEEK;
  const cards = set.cardsPerWeek ?? 4;
  const firstWeek = addDays(lastWeek, -7 * (set.weeks - 1));
  const byWeek = set.order === 'week';
  const started = performance.now();
  for (const tenant of tenantIds) await seedDirectory(db, tenant, set, firstWeek);
  const tenantRows = sql`(values ${sql.join(
    tenantIds.map((id) => sql`(${id})`),
    sql`, `,
  )}) as tn(id)`;
  // Only this call's tenants: a caller may seed several tenants one call each (the workload).
  const ofTheseTenants = (column: SQL) =>
    sql`${column} in (${sql.join(
      tenantIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  const kinds = set.allApproved
    ? sql`array['approved', 'approved', 'approved', 'approved']`
    : sql`array['approved', 'approved', 'pending', 'rejected']`;
  const spread = sql`(${kinds})[1 + (u.n + k) % 4]`;
  // 'recent': a recent week's timecards all in the associate's one status, which is then the
  // timesheet's too (the contract's rule); earlier weeks approved.
  const recent = (week: SQL, user: SQL) =>
    sql`case when ${week} > ${addDays(lastWeek, -28)}::date
      then (${kinds})[1 + ${user} % 4]
      else 'approved' end`;
  const status = set.statuses === 'recent' ? recent(sql`t.period_start`, sql`u.n`) : spread;
  const sheetStatus = set.statuses === 'recent' ? recent(sql`w`, sql`u`) : sql`'approved'`;
  const description = set.curve
    ? sql`case when d <> 2 then ''
        when (u.n + (t.period_start - ${firstWeek}::date) / 7) % 50 = 0 then 'Data migration'
        else 'Client meeting' end`
    : sql`''`;
  // With `curve`, a decided day was decided two days after its week was submitted (the
  // dashboard's median time to decision reads the last 90 days of these).
  const reviewedAt = set.curve
    ? sql`case when c.status in ('approved', 'rejected') then (t.period_start + 9)::timestamptz end`
    : sql`null`;
  await db.withSystem('bench reporting seed', async (tx) => {
    // The ORDER BYs sort up to 10M rows: in memory rather than in temporary files (PostgreSQL;
    // PGlite's memory is the WebAssembly heap's).
    if (db.engine === 'postgres') await tx.execute(sql`set local work_mem = '1GB'`);
    await tx.execute(sql`insert into timesheets (tenant_id, timesheet_id, user_id, period_start,
        period_end, submitted_at, status, total_minutes)
      select tn.id,
        tn.id || '#u' || u || '#' || to_char(w, 'YYYYMMDD') || '_' || to_char(w + 6, 'YYYYMMDD'),
        'u' || u, w, w + 6, w + 7, ${sheetStatus}, ${cards} * 5 * 480
      from ${tenantRows}, generate_series(1, ${set.users}) as u,
        generate_series(${firstWeek}::date, ${lastWeek}::date, interval '7 days') as g(ts),
        lateral (select g.ts::date as w) as week
      order by ${byWeek ? sql`w, tn.id, u` : sql`tn.id, u, w`}`);
    // Four timecards a week (cardsPerWeek): projects by associate, the status spread over the
    // three kinds.
    await tx.execute(sql`insert into timecards (tenant_id, timesheet_id, project_id, task_id,
        position, status, total_minutes)
      select t.tenant_id, t.timesheet_id, 'p' || (1 + (u.n + k) % 50),
        't' || (1 + (u.n + k) % 50) || '-' || k, k, ${status}, 5 * 480
      from timesheets t
        join lateral (select substr(t.user_id, 2)::int as n) as u on true,
        generate_series(1, ${cards}) as k
      where ${ofTheseTenants(sql`t.tenant_id`)}
      order by ${byWeek ? sql`t.period_start, t.tenant_id, u.n, k` : sql`t.tenant_id, u.n, t.period_start, k`}`);
    await tx.execute(sql`insert into timecard_days (tenant_id, timesheet_id, project_id, task_id,
        day, user_id, minutes, review, description, reviewed_at)
      select c.tenant_id, c.timesheet_id, c.project_id, c.task_id, t.period_start + d, t.user_id, 480,
        case c.status when 'approved' then 'approved' when 'rejected' then 'rejected' end,
        ${description}, ${reviewedAt}
      from timecards c
        join timesheets t on t.tenant_id = c.tenant_id and t.timesheet_id = c.timesheet_id
        join lateral (select substr(t.user_id, 2)::int as n) as u on true,
        generate_series(2, 6) as d
      where ${ofTheseTenants(sql`c.tenant_id`)}
      order by ${byWeek ? sql`t.period_start, t.tenant_id, t.user_id` : sql`t.tenant_id, t.user_id, t.period_start`}, c.position, d`);
  });
  return performance.now() - started;
}

/** One tenant's directory (clients, projects, tasks, associates) and rates: small. */
async function seedDirectory(
  db: Database,
  TENANT: string,
  set: ReportingDataSet & { curve?: boolean },
  firstWeek: string,
) {
  await db.withSystem('bench reporting seed', async (tx) => {
    await tx.execute(
      set.curve
        ? sql`insert into tenants (tenant_id, name, new_customer, subscription_status)
            values (${TENANT}, 'Bench', false, 'active')`
        : sql`insert into tenants (tenant_id, name) values (${TENANT}, 'Bench')`,
    );
    await tx.execute(sql`insert into clients (tenant_id, client_id, name)
      select ${TENANT}, 'c' || c, 'Client ' || c from generate_series(1, 10) as c`);
    await tx.execute(sql`insert into projects (tenant_id, project_id, client_id, name)
      select ${TENANT}, 'p' || p, 'c' || (1 + p % 10), 'Project ' || p from generate_series(1, 50) as p`);
    await tx.execute(sql`insert into tasks (tenant_id, task_id, client_id, project_id, name)
      select ${TENANT}, 't' || p || '-' || k, 'c' || (1 + p % 10), 'p' || p, 'Task ' || k
      from generate_series(1, 50) as p, generate_series(1, 4) as k`);
    if (set.curve) {
      await tx.execute(sql`insert into suppliers (tenant_id, supplier_id, name)
        select ${TENANT}, 's' || s, 'Supplier ' || s from generate_series(1, 5) as s`);
      await tx.execute(sql`insert into supplier_contacts (tenant_id, supplier_contact_id, supplier_id,
          name, email)
        select ${TENANT}, 'sk' || k, 's' || (1 + k % 5), 'Supplier contact ' || k,
          'sk' || k || '@bench.test'
        from generate_series(1, 10) as k`);
      await tx.execute(sql`insert into contacts (tenant_id, contact_id, client_id, name, email)
        select ${TENANT}, 'k' || k, 'c' || (1 + k % 10), 'Contact ' || k, 'k' || k || '@bench.test'
        from generate_series(1, 50) as k`);
    }
    await tx.execute(sql`insert into users (tenant_id, user_id, display_name, email, role, supplier_id)
      select ${TENANT}, 'u' || u, 'Associate ' || u, 'u' || u || '@bench.test', 'assoc',
        ${set.curve ? sql`case when u % 2 = 0 then 's' || (1 + u / 2 % 5) end` : sql`null`}
      from generate_series(1, ${set.users}) as u`);
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

/**
 * The reporting tenant's administrator ('admin'), whom the benches sign in as, with the
 * tenant's subscription active (the app refuses an inactive tenant's calls).
 */
export async function addBenchAdmin(db: Database) {
  await db.withSystem('bench admin', async (tx) => {
    await tx.execute(sql`insert into users (tenant_id, user_id, display_name, email, role)
      values (${REPORTING_TENANT}, 'admin', 'Bench Admin', 'admin@bench.test', 'admin')`);
    await tx.execute(sql`update tenants set new_customer = false, subscription_status = 'active'
      where tenant_id = ${REPORTING_TENANT}`);
  });
}
