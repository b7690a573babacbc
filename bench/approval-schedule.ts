// The approval schedule at scale (issue 29 §2): one tick of the reminder job for a tenant of
// 5,000 associates and 500 contacts must finish in under 5 s, on PGlite and on PostgreSQL.
// The tenant is generated in SQL (generate_series, INSERT … SELECT: no rows built in Node):
// 100 clients with 5 projects and 5 contacts each (every project: a Manager and a Backup Manager
// with approval links, an Additional Contact copied without one), each associate on one project,
// eight approved weeks, then the three weeks before the tick: 5 % of the first still pending
// (due for the administrators), 20 % of the second (due for the Backup Managers), 70 % of the
// last submitted and pending (the digest), the other 30 % not submitted (reminders to submit).
// The schedule's earlier days are in approval_schedule_sends (digests, reminders to submit).
// The tick runs at Monday 2026-11-30 09:30 in the tenant's zone (Europe/Berlin), where every
// step is due, through the product's runApprovalSchedule; then a second tick at the same
// instant, which must queue nothing (exactly once).
//   node --import tsx bench/approval-schedule.ts [pglite|postgres] [--out results/….json]
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ApprovalSettings } from '@tallysheet/contract/approvals/approval-settings';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { createTestClock } from '../apps/server/src/lib/clock.ts';
import type { ServiceDeps } from '../apps/server/src/lib/deps.ts';
import { silentLogger } from '../apps/server/src/lib/logger.ts';
import { runApprovalSchedule } from '../apps/server/src/modules/approval-schedule/approval-schedule.ts';
import { createMailer } from '../apps/server/src/modules/mail/mailer.ts';
import { backendsCpuMs, backendsCpuSince } from './cpu.ts';
import { pgliteEngine, postgresEngine } from './engine.ts';
import { ROOT } from './processes.ts';
import { machineNow } from './report.ts';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, associates: { type: 'string', default: '5000' } },
});
const ENGINE = (positionals[0] ?? 'pglite') as 'pglite' | 'postgres';
const TENANT = 'sched';
const ZONE = 'Europe/Berlin';
const ASSOCIATES = Number(flags.associates);
const CLIENTS = 100;
const PER_CLIENT = 5; // projects and contacts
const PROJECTS = CLIENTS * PER_CLIENT;
/** Monday 09:30 in Berlin (UTC+1 in November). */
const TICK = new Date('2026-11-30T08:30:00Z');
const SETTINGS: ApprovalSettings = {
  digest: 'daily',
  digestTime: '09:00',
  remindSubmit: { enabled: true, days: ['monday', 'friday'], time: '09:00' },
  remindApprove: { enabled: true, afterBusinessDays: 2 },
  escalateBackup: { enabled: true, afterBusinessDays: 4 },
  escalateAdmins: { enabled: true, afterBusinessDays: 7 },
};
/** Saturdays: eight approved weeks, then the three weeks before the tick. */
const FIRST_WEEK = '2026-09-12';
const ADMINS_WEEK = '2026-11-07';
const BACKUP_WEEK = '2026-11-14';
const LAST_WEEK = '2026-11-21';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function seed(db: Database) {
  const t = TENANT;
  await db.withSystem('bench schedule seed', async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(
      sql`insert into tenants (tenant_id, name, timezone) values (${t}, 'Schedule Bench', ${ZONE})`,
    );
    await run(sql`insert into approval_settings (tenant_id, settings)
      values (${t}, ${JSON.stringify(SETTINGS)}::jsonb)`);
    await run(sql`insert into clients (tenant_id, client_id, name)
      select ${t}, 'c' || c, 'Client ' || c from generate_series(1, ${CLIENTS}) as c`);
    await run(sql`insert into projects (tenant_id, project_id, client_id, name)
      select ${t}, 'p' || p, 'c' || (1 + (p - 1) / ${PER_CLIENT}), 'Project ' || p
      from generate_series(1, ${PROJECTS}) as p`);
    await run(sql`insert into tasks (tenant_id, task_id, client_id, project_id, name, is_default)
      select ${t}, 't' || p, 'c' || (1 + (p - 1) / ${PER_CLIENT}), 'p' || p, 'Default Task', true
      from generate_series(1, ${PROJECTS}) as p`);
    await run(sql`insert into contacts (tenant_id, contact_id, client_id, name, email)
      select ${t}, 'k' || k, 'c' || (1 + (k - 1) / ${PER_CLIENT}), 'Contact ' || k,
        'contact-' || k || '@client.test'
      from generate_series(1, ${PROJECTS}) as k`);
    // Project p's Manager is its client's contact at p's place, the Backup Manager the next one,
    // the Additional Contact the one after.
    await run(sql`insert into associations (tenant_id, project_id, contact_id, contact_type,
        notification_level)
      select ${t}, 'p' || p, 'k' || ((p - 1) / ${PER_CLIENT} * ${PER_CLIENT} + 1 + ((p - 1) + r.shift) % ${PER_CLIENT}),
        r.contact_type, r.level
      from generate_series(1, ${PROJECTS}) as p,
        (values (0, 'MANAGER', 'COPY_WITH_LINK'), (1, 'BACKUP_MANAGER', 'COPY_WITH_LINK'),
          (2, 'ADDITIONAL_CONTACT', 'COPY_ONLY')) as r(shift, contact_type, level)`);
    await run(sql`insert into users (tenant_id, user_id, display_name, email, role)
      select ${t}, 'a' || a, 'Administrator ' || a, 'admin-' || a || '@sched.test', 'admin'
      from generate_series(1, 3) as a`);
    await run(sql`insert into users (tenant_id, user_id, display_name, email, role)
      select ${t}, 'u' || u, 'Associate ' || u, 'u' || u || '@sched.test', 'assoc'
      from generate_series(1, ${ASSOCIATES}) as u`);
    await run(sql`insert into user_projects (tenant_id, user_id, project_id)
      select ${t}, 'u' || u, 'p' || (1 + (u - 1) % ${PROJECTS}) from generate_series(1, ${ASSOCIATES}) as u`);
    // Who submitted which week, and whether it is decided: see the top of the file.
    await run(sql`create temporary table bench_weeks on commit drop as
      select u, w, 'p' || (1 + (u - 1) % ${PROJECTS}) as project_id,
        case when w < ${LAST_WEEK}::date or u % 10 < 7
          then (w + 6)::timestamp + interval '16 hours' + (u % 60) * interval '1 minute' end as submitted_at,
        case when w < ${ADMINS_WEEK}::date then 'approved'
          when w = ${ADMINS_WEEK}::date then case when u % 20 = 0 then 'pending' else 'approved' end
          when w = ${BACKUP_WEEK}::date then case when u % 5 = 0 then 'pending' else 'approved' end
          when u % 10 < 7 then 'pending' else 'draft' end as status
      from generate_series(1, ${ASSOCIATES}) as u,
        generate_series(${FIRST_WEEK}::date, ${LAST_WEEK}::date, interval '7 days') as g(ts),
        lateral (select g.ts::date as w) as week
      where not (w = ${LAST_WEEK}::date and u % 10 = 9)`); // the last tenth: not even a draft
    await run(sql`insert into timesheets (tenant_id, timesheet_id, user_id, period_start, period_end,
        submitted_at, submitted_by, submitted_by_user_id, status, total_minutes, created_at, updated_at)
      select ${t}, ${t} || '#u' || u || '#' || to_char(w, 'YYYYMMDD') || '_' || to_char(w + 6, 'YYYYMMDD'),
        'u' || u, w, w + 6, submitted_at, case when submitted_at is not null then 'Associate ' || u end,
        case when submitted_at is not null then 'u' || u end, status, 2400, w + 2, coalesce(submitted_at, w + 4)
      from bench_weeks order by w, u`);
    await run(sql`insert into timecards (tenant_id, timesheet_id, project_id, task_id, position, status,
        total_minutes)
      select ${t}, ${t} || '#u' || u || '#' || to_char(w, 'YYYYMMDD') || '_' || to_char(w + 6, 'YYYYMMDD'),
        project_id, 't' || substr(project_id, 2), 0, status, 2400
      from bench_weeks order by w, u`);
    await run(sql`insert into timecard_days (tenant_id, timesheet_id, project_id, task_id, day, user_id,
        minutes, review, reviewer_kind, reviewer_name, reviewed_at)
      select ${t}, ${t} || '#u' || u || '#' || to_char(w, 'YYYYMMDD') || '_' || to_char(w + 6, 'YYYYMMDD'),
        project_id, 't' || substr(project_id, 2), w + d, 'u' || u, 480,
        case when status = 'approved' then 'approved' end,
        case when status = 'approved' then 'contact' end,
        case when status = 'approved' then 'Contact' end,
        case when status = 'approved' then submitted_at + interval '2 days' end
      from bench_weeks, generate_series(2, 6) as d order by w, u, d`);
    // The schedule's earlier days: the week's digests to every contact, at 09:00 Berlin, and the
    // reminders to submit of the two Fridays and the Monday before.
    await run(sql`insert into approval_schedule_sends (tenant_id, send_key, at)
      select ${t}, 'digest:k' || k || ':' || to_char(d, 'YYYY-MM-DD'), d::timestamp + interval '8 hours'
      from generate_series(1, ${PROJECTS}) as k,
        generate_series('2026-11-23'::date, '2026-11-27'::date, interval '1 day') as d`);
    await run(sql`insert into approval_schedule_sends (tenant_id, send_key, at)
      select ${t}, 'remind-submit:u' || u || ':' || d, d::date::timestamp + interval '8 hours'
      from generate_series(1, ${ASSOCIATES}) as u,
        unnest(array['2026-11-20', '2026-11-23', '2026-11-27']) as d`);
  });
}

const count = (db: Database, query: ReturnType<typeof sql>) =>
  db.withSystem('bench count', async (tx) => {
    const result = (await tx.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  });

async function main() {
  const engine = ENGINE === 'postgres' ? await postgresEngine({ poolSize: 10 }) : pgliteEngine();
  const load = loadavg().map((n) => Number(n.toFixed(2)));
  try {
    say(`engine: ${engine.describe}; load average ${load.join(', ')} on ${cpus().length} cores`);
    let db = await engine.openProduct();
    const seedStarted = performance.now();
    await seed(db);
    const seeded = (performance.now() - seedStarted) / 1000;
    await db.close();
    await engine.analyze();
    db = await engine.openProduct();
    const days = await count(db, sql`select count(*) as n from timecard_days`);
    const pending = await count(
      db,
      sql`select count(distinct (timesheet_id, project_id)) as n from timecard_days where review is null`,
    );
    say(
      `seeded in ${seeded.toFixed(1)} s: ${ASSOCIATES} associates, ${PROJECTS} contacts, ` +
        `${PROJECTS} projects, ${days.toLocaleString('en-US')} timecard days, ${pending} timecards pending`,
    );
    const config = loadConfig({ DATA_DIR: engine.dataDir });
    const mailer = createMailer({ config, db, log: silentLogger, worker: false });
    const deps: ServiceDeps = {
      db,
      mailer,
      clock: createTestClock(TICK),
      config,
      log: silentLogger,
    };
    const ticks = [];
    for (const name of ['first tick', 'second tick (nothing new)']) {
      const backends = engine.database ? backendsCpuMs(engine.database) : undefined;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const result = await runApprovalSchedule(deps, { tenantId: TENANT });
      const seconds = (performance.now() - started) / 1000;
      // CPU of this process (PGlite runs in it) and of the database's backends: what the tick
      // costs whatever else the machine runs.
      const used = process.cpuUsage(cpuBefore);
      const cpu = {
        process: (used.user + used.system) / 1e6,
        database: backends ? (backendsCpuSince(engine.database!, backends) ?? 0) / 1000 : undefined,
      };
      const mails = Object.values(result.sent).reduce((sum, n) => sum + n, 0);
      say(
        `${name}: ${seconds.toFixed(2)} s (CPU ${cpu.process.toFixed(2)} s` +
          `${cpu.database === undefined ? '' : ` + database ${cpu.database.toFixed(2)} s`}), ` +
          `${mails} e-mails queued ${JSON.stringify(result.sent)}`,
      );
      say(
        `  steps: ${Object.entries(result.ms ?? {})
          .map(([step, ms]) => `${step} ${Math.round(ms)} ms`)
          .join(', ')}`,
      );
      ticks.push({ name, seconds, cpu, sent: result.sent, ms: result.ms });
    }
    const outbox = await count(db, sql`select count(*) as n from outbox`);
    say(`outbox: ${outbox} mails`);
    await db.close();
    if (flags.out)
      writeFileSync(
        join(ROOT, 'bench', flags.out),
        `${JSON.stringify(
          {
            engine: engine.describe,
            at: new Date().toISOString(),
            machine: machineNow(load),
            dataSet: {
              associates: ASSOCIATES,
              contacts: PROJECTS,
              days,
              pending,
              seededSeconds: seeded,
            },
            tick: TICK.toISOString(),
            ticks,
            outbox,
          },
          null,
          2,
        )}\n`,
      );
  } finally {
    await engine.cleanup();
  }
}

await main();
