import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant } from '../test/factories.ts';
import { engine, useTestDatabase } from '../test/harness.ts';
import type { Tx } from './client.ts';
import { prepared } from './prepared.ts';
import { tenants } from './schema/index.ts';

const database = useTestDatabase();

let builds = 0;
const tenantName = prepared('test_tenant_name', (q) => {
  builds += 1;
  return q
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.tenantId, sql.placeholder('tenantId')));
});

describe(`prepared statements on ${engine}`, () => {
  it('run in the transaction they are called in: its uncommitted writes, its tenant only', async () => {
    const { tenantId } = await buildTenant(database.db, { name: 'Before' });
    const other = await buildTenant(database.db, { name: 'Other' });
    const seen = await database.db.withTenant(tenantId, async (tx) => {
      await tx.update(tenants).set({ name: 'During' }).where(eq(tenants.tenantId, tenantId));
      return {
        own: await tenantName(tx, { tenantId }),
        other: await tenantName(tx, { tenantId: other.tenantId }),
      };
    });
    expect(seen).toEqual({ own: [{ name: 'During' }], other: [] });
    expect(await database.db.withTenant(other.tenantId, (tx) => tenantName(tx, other))).toEqual([
      { name: 'Other' },
    ]);
  });

  it('are built once however often they run', async () => {
    const { tenantId } = await buildTenant(database.db);
    const before = builds;
    for (let i = 0; i < 3; i++)
      await database.db.withTenant(tenantId, (tx) => tenantName(tx, { tenantId }));
    expect(builds - before).toBeLessThanOrEqual(1);
    expect(builds).toBe(1);
  });

  it('pass any text intact, quotes and backslashes included', async () => {
    const { tenantId } = await buildTenant(database.db, {
      tenantId: `q'uo\\te-${Date.now()}`,
      name: "O'Brien \\ Co",
    });
    expect(await database.db.withTenant(tenantId, (tx) => tenantName(tx, { tenantId }))).toEqual([
      { name: "O'Brien \\ Co" },
    ]);
  });

  it('are parsed and planned once: the database session keeps them by name', async () => {
    const { tenantId } = await buildTenant(database.db);
    const kept = await database.db.withTenant(tenantId, async (tx) => {
      await tenantName(tx, { tenantId });
      return tx.execute(
        sql`select name from pg_prepared_statements where name = 'test_tenant_name'`,
      );
    });
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'test_tenant_name' }]);
  });

  it('refuse a name used twice or not a plain SQL identifier, and a transaction not opened by withTenant or withSystem', async () => {
    expect(() => prepared('tenant; drop', (q) => q.select().from(tenants))).toThrow(
      /not a plain SQL identifier/,
    );
    expect(() => prepared('test_tenant_name', (q) => q.select().from(tenants))).toThrow(
      /defined twice/,
    );
    expect(() => tenantName({} as Tx, { tenantId: 'x' })).toThrow(
      /runs in a transaction of withTenant or withSystem only/,
    );
  });
});
