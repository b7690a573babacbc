// Period close at scale (issue 30 §1): a tenant with 5,000 associates and a year of submitted
// weeks (one timecard and one worked day each), next to another tenant of the same size. Times
// closing 12 months for everyone and for one client (one row each, whatever the timecards), a week save checked against the locks
// (open week: 200; closed week: 409 PERIOD_CLOSED), and reopening, through the real app (inject).
//   npm run bench:locks                      (PGlite in a temp folder)
//   npm run bench:locks -- --postgres        (a throwaway PostgreSQL cluster)
//   DATABASE_URL=postgres://... JWT_SECRET=... npm run bench:locks   (a fresh database there)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import { clients, projects, tasks, tenants, users } from '../apps/server/src/db/schema/index.ts';
import { pgliteEngine, postgresEngine, type Engine } from './engine.ts';
import { benchApp } from './bench-app.ts';

const ASSOCIATES = Number(process.env.BENCH_ASSOCIATES ?? 5000);
const WEEKS = 53;
const FIRST_WEEK = '2025-11-29';
const YEAR = { from: '2025-12-01', to: '2026-11-30' };
const RUNS = 20;

const postgres = process.argv.includes('--postgres') || Boolean(process.env.DATABASE_URL);
const engine: Engine = postgres
  ? await postgresEngine({ serverUrl: process.env.DATABASE_URL, poolSize: 10 })
  : pgliteEngine();
const config = loadConfig({
  ...process.env,
  DATA_DIR: engine.dataDir,
  ...(engine.kind === 'postgres' ? engine.processEnv('bench') : {}),
  LOG_LEVEL: 'silent',
  JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-that-is-long-enough-1234',
});
const db = await engine.openProduct();
const app = await benchApp(config, db);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A tenant with an administrator, two clients, and ASSOCIATES users with a year of weeks. */
async function seed(tenantId: string) {
  await db.withSystem('bench seed', async (tx) => {
    await tx
      .insert(tenants)
      .values({ tenantId, name: tenantId, newCustomer: false, subscriptionStatus: 'active' });
    await tx.insert(users).values({
      tenantId,
      userId: 'admin',
      displayName: 'Bench Admin',
      email: 'admin@bench.test',
      role: 'admin',
    });
  });
  await db.withTenant(tenantId, async (tx) => {
    for (const name of ['A', 'B']) {
      await tx.insert(clients).values({ tenantId, id: `client-${name}`, name: `Client ${name}` });
      await tx
        .insert(projects)
        .values({ tenantId, id: `project-${name}`, clientId: `client-${name}`, name });
      await tx.insert(tasks).values({
        tenantId,
        id: `task-${name}`,
        clientId: `client-${name}`,
        projectId: `project-${name}`,
        name: 'Default Task',
        isDefault: true,
      });
    }
    await tx.execute(sql`
      insert into users (tenant_id, user_id, display_name, email, role)
      select ${tenantId}, 'user-' || g, 'Associate ' || g, 'user-' || g || '@bench.test', 'assoc'
      from generate_series(1, ${ASSOCIATES}) g`);
    await tx.execute(sql`
      insert into user_projects (tenant_id, user_id, project_id)
      select ${tenantId}, 'user-' || g, p from generate_series(1, ${ASSOCIATES}) g,
        unnest(array['project-A', 'project-B']) p`);
    // One submitted week per associate and week; odd associates work for client B.
    await tx.execute(sql`
      insert into timesheets (tenant_id, timesheet_id, user_id, period_start, period_end,
        submitted_at, submitted_by, status, total_minutes)
      select ${tenantId}, ${tenantId} || '#user-' || u || '#' || to_char(d, 'YYYYMMDD') || '_' ||
          to_char(d + 6, 'YYYYMMDD'),
        'user-' || u, d, d + 6, now(), 'Associate ' || u, 'pending', 480
      from generate_series(1, ${ASSOCIATES}) u,
        lateral (select ${FIRST_WEEK}::date + 7 * w as d from generate_series(0, ${WEEKS - 1}) w) weeks`);
    await tx.execute(sql`
      insert into timecards (tenant_id, timesheet_id, project_id, task_id, position, status, total_minutes)
      select tenant_id, timesheet_id,
        case when substr(user_id, 6)::int % 2 = 0 then 'project-A' else 'project-B' end,
        case when substr(user_id, 6)::int % 2 = 0 then 'task-A' else 'task-B' end, 0, 'pending', 480
      from timesheets where tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into timecard_days (tenant_id, timesheet_id, project_id, task_id, day, user_id, minutes)
      select c.tenant_id, c.timesheet_id, c.project_id, c.task_id, t.period_start + 2, t.user_id, 480
      from timecards c join timesheets t on t.tenant_id = c.tenant_id and t.timesheet_id = c.timesheet_id
      where c.tenant_id = ${tenantId}`);
  });
}

console.log(`engine: ${engine.describe}`);
const seedStart = performance.now();
await seed('bench-0');
await seed('bench-1');
await db.withSystem('bench analyze', (tx) => tx.execute(sql`analyze`));
console.log(
  `seeded 2 tenants x ${ASSOCIATES} associates x ${WEEKS} weeks (${2 * ASSOCIATES * WEEKS} timesheets, as many timecards and days) in ${seconds(performance.now() - seedStart)}`,
);

const jwt = app.signAccessToken({
  sub: 'bench-0#admin',
  tenantId: 'bench-0',
  username: 'admin',
  role: 'admin',
  email: 'admin@bench.test',
  name: 'Bench Admin',
  tv: 0,
  exp: Math.floor(Date.now() / 1000) + 3600,
});
const headers = { authorization: `Bearer ${jwt}` };

async function timed(label: string, request: InjectOptions, status: number) {
  const started = performance.now();
  const response = await app.inject(request);
  const ms = performance.now() - started;
  if (response.statusCode !== status)
    throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  return { ms, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {} };
}

async function median(label: string, request: InjectOptions, status: number) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push((await timed(label, request, status)).ms);
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms, p90 ${times[Math.floor(RUNS * 0.9)]!.toFixed(1)} ms`,
  );
}

const week = (periodStart: string) => ({
  method: 'PUT' as const,
  url: '/api/submit-time/week',
  headers,
  payload: {
    periodStart,
    userId: 'user-2',
    timeCards: [{ projectId: 'project-A', taskId: 'task-A', data: { monday: { hours: 8 } } }],
    submit: false,
  },
});

await median('week save before any close (open week)', week('2026-12-05'), 200);

const everyone = await timed(
  'close',
  {
    method: 'POST',
    url: '/api/admin/period-locks',
    headers,
    payload: { ...YEAR, reason: 'Year end' },
  },
  201,
);
console.log(`close 12 months for everyone: ${everyone.ms.toFixed(1)} ms`);
const clientB = await timed(
  'close B',
  {
    method: 'POST',
    url: '/api/admin/period-locks',
    headers,
    payload: { ...YEAR, clientId: 'client-B', reason: 'Client B audit' },
  },
  201,
);
console.log(`close 12 months for one client: ${clientB.ms.toFixed(1)} ms`);

await median('week save checked against the locks (open week, 200)', week('2026-12-05'), 200);
await median('week save into the closed year (409 PERIOD_CLOSED)', week('2026-06-06'), 409);
await median(
  'GET the week with its closed days',
  { method: 'GET', url: '/api/submit-time/week?date=2026-06-06&userId=user-2', headers },
  200,
);

await median(
  "a covered timesheet's history (its closes read from the locks)",
  {
    method: 'GET',
    url: `/api/ts/doc/${encodeURIComponent('bench-0#user-3#20260606_20260612')}/events`,
    headers,
  },
  200,
);

for (const [label, id] of [
  ['reopen everyone', everyone.body.id],
  ['reopen client B', clientB.body.id],
] as const) {
  const reopened = await timed(
    label,
    {
      method: 'DELETE',
      url: `/api/admin/period-locks/${String(id)}`,
      headers,
      payload: { reason: 'Bench' },
    },
    204,
  );
  console.log(`${label}: ${reopened.ms.toFixed(1)} ms`);
}

await app.close();
await db.close();
await engine.cleanup();
