import { PGlite, type Transaction } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTenant } from '../test/factories.ts';
import { engine, useTestDatabase } from '../test/harness.ts';
import { tenantSetting } from './client.ts';
import { tenants } from './schema/index.ts';

const database = useTestDatabase();
afterEach(() => vi.restoreAllMocks());

/** What each engine's driver is asked to run, in order, while the spy is on. */
function recordDriverCalls(): string[] {
  const sent: string[] = [];
  if (engine === 'postgres') {
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const [first] = args as [string | { text: string }];
      sent.push(typeof first === 'string' ? first : first.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
  } else {
    const transaction = PGlite.prototype.transaction;
    vi.spyOn(PGlite.prototype, 'transaction').mockImplementation(function (
      this: PGlite,
      fn: (tx: Transaction) => Promise<unknown>,
    ) {
      return transaction.call(this, (tx) =>
        fn({
          ...tx,
          query: (text: string, ...rest: unknown[]) => {
            sent.push(text);
            return (tx.query as (...a: unknown[]) => Promise<never>)(text, ...rest);
          },
          exec: (text: string, ...rest: unknown[]) => {
            sent.push(text);
            return (tx.exec as (...a: unknown[]) => Promise<never>)(text, ...rest);
          },
          get closed() {
            return tx.closed;
          },
        }),
      ) as never;
    });
  }
  return sent;
}

describe(`a transaction's framing on ${engine}`, () => {
  it('opens with the tenant setting before its first statement, in one message with begin on PostgreSQL', async () => {
    const { tenantId } = await buildTenant(database.db);
    const sent = recordDriverCalls();
    const [row] = await database.db.withTenant(tenantId, (tx) =>
      tx.select({ id: tenants.tenantId }).from(tenants),
    );
    expect(row).toEqual({ id: tenantId });
    const setting = tenantSetting(tenantId, 'tallysheet_app');
    if (engine === 'postgres')
      expect(sent).toEqual([`begin; ${setting}`, expect.stringMatching(/^select/), 'commit']);
    // PGlite runs begin and commit itself, around the setting and the statement.
    else expect(sent).toEqual([setting, expect.stringMatching(/^select/)]);
  });

  it('a failed statement rolls the whole transaction back, and the next one starts clean', async () => {
    const { tenantId } = await buildTenant(database.db, { name: 'Before' });
    await expect(
      database.db.withTenant(tenantId, async (tx) => {
        await tx.update(tenants).set({ name: 'During' }).where(eq(tenants.tenantId, tenantId));
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    const [row] = await database.db.withTenant(tenantId, (tx) =>
      tx.select({ name: tenants.name }).from(tenants),
    );
    expect(row).toEqual({ name: 'Before' });
  });
});
