import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
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

/** Dates, times, booleans and text: what the row parsers of each engine are checked on. */
const tenantState = prepared('test_tenant_state', (q) =>
  q
    .select({
      name: tenants.name,
      end: tenants.subscriptionEndDate,
      internal: tenants.internal,
      created: tenants.createdAt,
    })
    .from(tenants)
    .where(eq(tenants.tenantId, sql.placeholder('tenantId'))),
);

/** Messages sent to the database while `fn` runs: calls into PGlite, or node-postgres queries. */
async function messagesDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy =
    engine === 'pglite'
      ? vi.spyOn(PGlite.prototype, 'execProtocolRaw')
      : vi.spyOn(pg.Client.prototype, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

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

  it("travel with the begin once the connection holds them, and answer the transaction's first call of them as that call would", async () => {
    const { tenantId } = await buildTenant(database.db, {
      name: "O'Brien",
      subscriptionEndDate: '2027-01-31',
    });
    const read = (tx: Tx) => tenantState(tx, { tenantId });
    const alone = await database.db.withTenant(tenantId, read);
    expect(alone).toEqual([
      { name: "O'Brien", end: '2027-01-31', internal: false, created: expect.any(Date) },
    ]);
    const guarded = async (startRead = tenantState.startRead({ tenantId })) => {
      let seen: unknown;
      const guard = {
        ran: false,
        startRead,
        check: async (tx: Tx) => void (seen = await read(tx)),
      };
      const count = await messagesDuring(() =>
        database.db.guardedBy(guard).withTenant(tenantId, async () => undefined),
      );
      return { seen, count };
    };
    const folded = await guarded();
    const apart = await guarded({ name: 'test_tenant_state', params: ['another tenant'] });
    expect(folded.seen).toEqual(alone);
    expect(apart.seen).toEqual(alone);
    // Fewer messages: the call was answered with the begin, not sent after it.
    expect(folded.count).toBeLessThan(apart.count);
  });

  it('answer from the begin only the first call of the statement, and only when it is the same call: other values first, and the kept answer is dropped', async () => {
    const { tenantId } = await buildTenant(database.db, { name: 'Before' });
    const other = await buildTenant(database.db, { name: 'Other' });
    await database.db.withTenant(tenantId, (tx) => tenantState(tx, { tenantId }));
    const seen: unknown[] = [];
    const guard = {
      ran: false,
      startRead: tenantState.startRead({ tenantId }),
      async check(tx: Tx) {
        seen.push(await tenantState(tx, { tenantId: other.tenantId }));
        await tx.update(tenants).set({ name: 'During' }).where(eq(tenants.tenantId, tenantId));
        seen.push(await tenantState(tx, { tenantId }));
      },
    };
    await database.db.guardedBy(guard).withTenant(tenantId, async () => undefined);
    // The tenant setting lets the transaction see its own tenant only; the second call reads
    // the row as the transaction left it, not as the begin found it.
    expect(seen).toEqual([[], [expect.objectContaining({ name: 'During' })]]);
  });
});
