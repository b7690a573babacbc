/**
 * Every read query of the route table is index-backed (issue 33 §3): no sequential scan of
 * timesheets, timecards or timecard_days (nor of timecard_day_terms, which Search Timecards'
 * text filter reads), whatever a tenant's history holds.
 *
 * - Driven by the route table: every GET route is requested (with the route fixtures' ids, as
 *   the security sweep sends them, and without filters where it takes none in its path) unless
 *   NOT_READ_LISTS names it, with the reason. A new list, search, report or dashboard route is
 *   covered without a line here.
 * - The planner sees real row counts, not `enable_seqscan = off`: three tenants' two years of
 *   weeks (about 100,000 timecard-days, most of them the home tenant's: HOME_HISTORY), seeded in
 *   SQL, then vacuumed and ANALYZEd as the owner.
 * - The statements are recorded where the product hands them to node-postgres, with their
 *   parameters and the transaction's opening (`begin` with the tenant setting and role); each
 *   is explained (`EXPLAIN (FORMAT JSON)`) in a transaction opened the same way.
 *
 * PostgreSQL only: the plans that matter are the server's, and PGlite's planner is the same
 * code at many times the CPU cost.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SYSTEM_ROLES, type SystemRole } from '@tallysheet/contract/roles/roles';
import { createTestContext, engine, type TestContext } from '../test/harness.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../test/factories.ts';
import { keyOf, minimumRole, requestRoute, routeFixtures } from '../test/route-fixtures.ts';
import type { FixtureRequest } from '../test/route-driver.ts';
import { seedTimecardHistory } from '../test/timecard-history.ts';
import type { RouteEntry } from './route-table.ts';

/**
 * The GET routes that read no list, search, report or dashboard (keyed `METHOD url`): one
 * object, a setting or no tenant data at all. Anything else the route table has is explained.
 */
const NOT_READ_LISTS: Record<string, string> = {
  // One object by its key (the primary key reads it).
  'GET /api/crm/ps/clients/:clientId': 'one client',
  'GET /api/crm/ps/projects/:projectId': 'one project',
  'GET /api/crm/ps/contacts/:contactId': 'one contact',
  'GET /api/crm/ps/tasks/:taskId': 'one task',
  'GET /api/suppliers/suppliers/:supplierId': 'one supplier',
  'GET /api/suppliers/contacts/:supplierContactId': 'one supplier contact',
  'GET /api/users/v2/:userId': 'one user',
  'GET /api/users/check-username': 'one username',
  'GET /api/admin/pay-runs/:id': 'one pay run (its stored rows)',
  'GET /api/admin/invoice-runs/:id': 'one invoice run (its stored rows)',
  'GET /api/engagement/recordings/:recordingId': 'one session recording',
  // The tenant's own settings and account.
  'GET /api/profile': 'the caller',
  'GET /api/tokens/mfa': 'the caller’s second factor',
  'GET /api/tenant/get-tenant-information': 'the tenant',
  'GET /api/onboarding/state': 'the tenant’s onboarding',
  'GET /api/admin/account-information': 'the tenant',
  'GET /api/admin/account-information/logo': 'the tenant’s logo',
  'GET /api/admin/internal-email': 'a setting',
  'GET /api/admin/approval-settings': 'a setting',
  'GET /api/tenant/pricing-quote': 'the subscription',
  'GET /api/tenant/billing-history': 'the subscription’s invoices (billing provider)',
  'GET /api/admin/audit/verify': 'walks the audit chain (no timesheet table)',
  'GET /api/admin/audit/retention': 'a setting',
};

/**
 * The database: the home tenant's two years of 32 associates' weeks (about 67,000
 * timecard-days) beside two smaller tenants' (about 33,000). The home tenant is most of each
 * table, as a large customer is of its shard: where no index serves a query's filter, reading
 * the tenant's rows through its tenant_id prefix costs as much as the whole table, and the
 * planner says so with a sequential scan.
 */
const HOME_HISTORY = { users: 32, weeks: 104, lastWeek: '2026-11-21' };
const OTHERS_HISTORY = { ...HOME_HISTORY, users: 8 };

/** The big tables, and the words of timecard days' descriptions (Search Timecards' text). */
const WATCHED = ['timesheets', 'timecards', 'timecard_days', 'timecard_day_terms'];
const READS_WATCHED = /"(timesheets|timecards|timecard_days|timecard_day_terms)"/;

/**
 * The requests of a route beside its fixture's, in place of the request without filters: the
 * queries it needs (a figure, a period) and the filters it is mostly used with.
 */
const QUERIES: Record<string, FixtureRequest['query'][]> = {
  'GET /api/ts/search-timecards': [
    {},
    { text: 'deploy' },
    { status: 'pending' },
    { projectId: 'h-p1' },
    { supplierId: 'h-s1', from: '2026-11-01', to: '2026-11-30' },
  ],
  'GET /api/ts/timesheets': [{}, { status: 'pending' }, { userId: 'h-u1' }],
  'GET /api/reporting/dashboard/people': [
    { figure: 'activeAssociates' },
    { figure: 'notSubmittedLastWeek' },
  ],
  'GET /api/reporting/hours-over-period': [
    { from: '2026-11-01', to: '2026-11-30' },
    { from: '2026-01-01', to: '2026-11-30', clientId: 'h-c1' },
  ],
  'GET /api/reporting/vendor-report': [
    { from: '2026-11-01', to: '2026-11-30', supplierId: 'h-s1' },
  ],
};

interface Recorded {
  route: string;
  /** The transaction's opening: `begin`, the tenant setting and the role, as the product sent it. */
  opening: string;
  text: string;
  values: unknown[];
}

/** A plan node of EXPLAIN (FORMAT JSON). */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The sequential scans of the watched tables anywhere in the plan. */
function watchedSeqScans(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan' && WATCHED.includes(node['Relation Name'] ?? '')
      ? [node['Relation Name']!]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(watchedSeqScans)];
}

/** Whether the plan reads timecard_day_terms by its key (Search Timecards' text filter). */
function readsTermsByIndex(node: PlanNode): boolean {
  return (
    Boolean(node['Index Name']?.startsWith('timecard_day_terms')) ||
    (node.Plans ?? []).some(readsTermsByIndex)
  );
}

type QueryArgs = [string | { text?: string; values?: unknown[] }, unknown[]?, ...unknown[]];

/**
 * Runs `fn` with node-postgres' `query` recording, per connection, the transaction's opening
 * and every statement that reads a watched table.
 */
async function recordStatements(route: string, log: Recorded[], fn: () => Promise<unknown>) {
  const client = pg.Client.prototype as unknown as { query: (...args: QueryArgs) => unknown };
  const query = client.query;
  const openings = new WeakMap<object, string>();
  client.query = function (this: object, ...args: QueryArgs) {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : config.text;
    const params = (typeof config === 'string' ? values : (values ?? config.values)) ?? [];
    // The credential read that may travel with the begin (engine-transactions.ts) is not part
    // of the opening: the connection the plans are read on has not prepared it.
    if (text?.startsWith('begin')) openings.set(this, text.replace(/; execute \w+(\(.*\))?$/s, ''));
    else if (text && /^\s*(select|with)\b/i.test(text) && READS_WATCHED.test(text))
      log.push({ route, opening: openings.get(this) ?? '', text, values: params });
    return query.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = query;
  }
}

describe.skipIf(engine !== 'postgres')('query plans at a realistic size', () => {
  let ctx: TestContext;
  let owner: pg.Client;
  const home = { tenantId: '' };
  const members = new Map<SystemRole, TestUser>();

  beforeAll(async () => {
    ctx = await createTestContext({ FEATURE_FLAGS: 'GenerateApiKeys=on' }, undefined, {
      mail: { worker: false },
    });
    home.tenantId = (await buildTenant(ctx.db)).tenantId;
    for (const role of SYSTEM_ROLES)
      members.set(role, await buildUser(ctx.db, { tenantId: home.tenantId, role }));
    await seedTimecardHistory(ctx.db, [home.tenantId], HOME_HISTORY);
    const others = [(await buildTenant(ctx.db)).tenantId, (await buildTenant(ctx.db)).tenantId];
    await seedTimecardHistory(ctx.db, others, OTHERS_HISTORY);
    const result = (await ctx.db.withSystem('database name', (tx) =>
      tx.execute(sql`select current_database() as name`),
    )) as unknown as { rows: { name: string }[] };
    owner = new pg.Client({
      connectionString: `${inject('postgresUrl')}/${result.rows[0]!.name}`,
    });
    await owner.connect();
    // As autovacuum leaves a table: statistics, and the visibility map for index-only scans.
    await owner.query('vacuum analyze');
  }, 120_000);
  afterAll(async () => {
    await owner?.end();
    await ctx?.close();
  });

  /** Each request of the route: its fixture's, and without filters where that is a request. */
  async function requestsOf(route: RouteEntry, fixtures: ReturnType<typeof routeFixtures>) {
    const fixture = fixtures[keyOf(route)];
    const requests: FixtureRequest[] = fixture ? [await fixture(home.tenantId)] : [];
    const queries = QUERIES[keyOf(route)] ?? (route.url.includes(':') || fixture ? [] : [{}]);
    return [...requests, ...queries.map((query) => ({ query }))];
  }

  it('the routes said to read no list are routes of the table', () => {
    const gets = new Set(ctx.app.routeTable.filter((route) => route.method === 'GET').map(keyOf));
    expect(Object.keys(NOT_READ_LISTS).filter((key) => !gets.has(key))).toEqual([]);
  });

  it(
    'no list, search, report or dashboard query scans timesheets, timecards or timecard_days',
    { timeout: 120_000 },
    async () => {
      const fixtures = routeFixtures({ app: ctx.app, db: ctx.db, home, members });
      const routes = ctx.app.routeTable.filter(
        (route) =>
          route.method === 'GET' &&
          route.access !== 'public' &&
          route.access !== 'token' &&
          !(keyOf(route) in NOT_READ_LISTS),
      );
      const log: Recorded[] = [];
      const answered = new Set<string>();
      const refused: string[] = [];
      for (const route of routes) {
        const caller = members.get(minimumRole(route))!;
        for (const request of await requestsOf(route, fixtures)) {
          await recordStatements(keyOf(route), log, async () => {
            const response = await requestRoute(
              ctx.app,
              route,
              request,
              bearerFor(ctx.app, caller),
            );
            if (response.statusCode < 400) answered.add(keyOf(route));
            else refused.push(`${keyOf(route)} ${JSON.stringify(request)}: ${response.body}`);
          });
        }
      }
      // Every route was answered (so its reads ran), and the recorder saw them open as the
      // product does: the tenant setting and role first.
      expect(refused).toEqual([]);
      expect([...answered].sort()).toEqual(routes.map(keyOf).sort());
      expect(new Set(log.map((statement) => statement.route))).toContain(
        'GET /api/ts/search-timecards',
      );
      for (const statement of log) expect(statement.opening).toContain("set_config('role'");

      const scans: string[] = [];
      const termsByIndex = new Set<string>();
      const seen = new Set<string>();
      for (const statement of log) {
        const key = `${statement.opening}\n${statement.text}\n${JSON.stringify(statement.values)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await owner.query(statement.opening);
        try {
          const { rows } = await owner.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            `explain (format json) ${statement.text}`,
            statement.values,
          );
          const plan = rows[0]!['QUERY PLAN'][0].Plan;
          if (readsTermsByIndex(plan)) termsByIndex.add(statement.route);
          const tables = watchedSeqScans(plan);
          if (tables.length)
            scans.push(`${statement.route} scans ${tables.join(', ')}: ${statement.text}`);
        } finally {
          await owner.query('rollback');
        }
      }
      expect(scans).toEqual([]);
      // The text filter ({ text: 'deploy' }, a third of the days) reads the days' words by key.
      expect([...termsByIndex]).toContain('GET /api/ts/search-timecards');
    },
  );
});
