import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../db/client.ts';
import { buildClient, buildTenant } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { openWithOneConnection } from '../../test/one-connection.ts';
import { clientsTable } from './clients.repository.ts';

interface Plans {
  name: string;
  generic_plans: string | number;
  custom_plans: string | number;
}

/** The session's prepared statements named `prefix…` and how often each was planned how. */
async function plansOf(tx: Tx, prefix: string) {
  const result = (await tx.execute(
    sql`select name, generic_plans, custom_plans from pg_prepared_statements
        where name like ${`${prefix}%`} order by name`,
  )) as unknown as { rows: Plans[] };
  return result.rows.map((row) => ({
    name: row.name,
    generic: Number(row.generic_plans),
    custom: Number(row.custom_plans),
  }));
}

const CLIENTS = 3000;
const query = { sortCol: 'updatedAt', sortDir: 'desc', pageSize: 25 } as const;

/**
 * A list's page and count run as named statements; PostgreSQL makes five plans for the values
 * of each call and then one for every call, unless a value it is sent could change the plan. So
 * nothing that the shape fixes (the lifecycle flags, the page's size) is sent as a value, and
 * after a few calls neither statement is planned again (a sixth of list clients' database time
 * went to planning: bench/README.md).
 */
describe(`a list's statements on ${engine}`, () => {
  let ctx: TestContext;
  let db: Database;
  let own: Database | undefined;
  let tenantId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    // One connection, so that every call's statements are this session's (PGlite has one).
    if (engine === 'postgres') own = await openWithOneConnection(ctx);
    db = own ?? ctx.db;
    ({ tenantId } = await buildTenant(ctx.db));
    // As many rows as a firm's list holds, with statistics (as autovacuum leaves them, taken as
    // the session's own role): on a small table, or one never analyzed, any plan costs alike.
    await ctx.db.withSystem('test: clients', async (tx) => {
      await tx.execute(sql`insert into clients (tenant_id, client_id, name)
        select ${tenantId}, 'client-' || n, 'Client ' || n from generate_series(1, ${CLIENTS}) n`);
      await tx.execute(sql`reset role`);
      await tx.execute(sql`analyze clients`);
    });
  });
  afterAll(async () => {
    await own?.close();
    await ctx?.close();
  });

  it('are planned once for all calls after the first few', async () => {
    for (let i = 0; i < 8; i++) {
      const page = await db.withTenant(tenantId, (tx) =>
        clientsTable.list(tx, { tenantId, query }),
      );
      expect(page.count).toBe(CLIENTS);
      expect(page.rows).toHaveLength(25);
    }
    const plans = await db.withTenant(tenantId, async (tx) => [
      ...(await plansOf(tx, 'list_clients_')),
      ...(await plansOf(tx, 'count_clients_')),
    ]);
    expect(plans.map((plan) => plan.name)).toEqual([
      expect.stringMatching(/^list_clients_\ddln25$/),
      'count_clients_l',
    ]);
    for (const plan of plans) {
      expect(plan.generic, plan.name).toBeGreaterThan(0);
      expect(plan.custom, plan.name).toBeLessThanOrEqual(5);
    }
  });

  it('show the lifecycle and the page size asked for', async () => {
    const other = await buildClient(ctx.db, { tenantId, isArchived: true });
    const archived = await db.withTenant(tenantId, (tx) =>
      clientsTable.list(tx, { tenantId, query: { ...query, pageSize: 10, archived: true } }),
    );
    expect(archived.rows.map((row) => row.id)).toEqual([other.id]);
    expect(archived.count).toBe(1);
    const all = await db.withTenant(tenantId, (tx) =>
      clientsTable.list(tx, { tenantId, query: { ...query, pageSize: 10, all: true } }),
    );
    expect(all.rows).toHaveLength(10);
    expect(all.count).toBe(CLIENTS + 1);
  });
});
