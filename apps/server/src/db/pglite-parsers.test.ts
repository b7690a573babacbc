import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import {
  boolean,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_PGLITE_PARSERS, forDrizzle } from './pglite-parsers.ts';

const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  day: date('day', { mode: 'string' }),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  local: timestamp('local', { mode: 'string' }),
  dated: timestamp('dated', { withTimezone: true }),
  span: interval('span'),
  amount: numeric('amount'),
  doc: jsonb('doc'),
  flag: boolean('flag'),
  note: text('note'),
});

const CREATE = `create table sample (id integer primary key, day date, at timestamptz,
  local timestamp, dated timestamptz, span interval, amount numeric, doc jsonb, flag boolean,
  note text)`;
const INSERT = `insert into sample values (1, '2026-11-04', '2026-11-04 09:30:00.123+00',
  '2026-11-04 09:30:00', '2026-11-05 10:00:00+00', '1 day 02:00:00', 12.50,
  '{"a": [1, "b"]}', true, 'x')`;
const EVERY_TYPE = sql`select '2026-11-04'::date as d, now()::timestamp as t,
  '2026-11-04 09:30:00+00'::timestamptz as tz, '3 hours'::interval as i, 1.25::numeric as n,
  array[1.5, 2]::numeric[] as ns, array['2026-11-04'::date] as ds,
  array['2026-11-04 09:30:00'::timestamp] as ts, array['2026-11-04 09:30:00+00'::timestamptz] as tzs,
  array['1 hour'::interval] as "is", '{"k": 1}'::json as j, '[2]'::jsonb as jb, 9::int8 as big,
  true as b, 3.5::float8 as f`;

/** What the app reads through Drizzle: a typed select, a raw statement, both in a transaction too. */
async function readEverything(db: ReturnType<typeof drizzle>) {
  const rows = await db.select().from(sample);
  const raw = await db.execute(EVERY_TYPE);
  const inTransaction = await db.transaction(async (tx) => ({
    rows: await tx.select().from(sample),
    raw: (await tx.execute(EVERY_TYPE)).rows,
  }));
  // now() differs between the two databases: compare its shape, not its value.
  const stripNow = (list: Record<string, unknown>[]) =>
    list.map(({ t, ...rest }) => [rest, typeof t]);
  return {
    rows,
    raw: stripNow(raw.rows),
    inTransaction: { rows: inTransaction.rows, raw: stripNow(inTransaction.raw) },
  };
}

let plain: PGlite;
let second: PGlite;
beforeAll(async () => {
  plain = await PGlite.create();
  await plain.exec(`${CREATE}; ${INSERT}`);
  // A copy of the first rather than a second initdb (a third of the CPU time).
  second = (await plain.clone()) as PGlite;
}, 60_000);
afterAll(async () => {
  await plain.close();
  await second.close();
});

describe('PGlite type parsers set once instead of with every query', () => {
  it('are the parsers Drizzle passes with its queries', async () => {
    const seen: Record<string, unknown>[] = [];
    const recorder = {
      query: async (
        _text: string,
        _params: unknown[],
        options: { parsers: Record<string, unknown> },
      ) => {
        seen.push(options.parsers);
        return { rows: [], fields: [] };
      },
    } as unknown as PGlite;
    const db = drizzle({ client: recorder });
    await db.select().from(sample);
    await db.execute(sql`select 1`);
    expect(seen).toHaveLength(2);
    for (const parsers of seen) {
      expect(Object.keys(parsers).sort()).toEqual(Object.keys(DRIZZLE_PGLITE_PARSERS).sort());
      for (const parse of Object.values(parsers))
        expect((parse as (v: string) => unknown)('x')).toBe('x');
    }
  });

  it('leave every value the app reads as Drizzle reads it with per-query parsers', async () => {
    const before = await readEverything(drizzle({ client: plain }));
    const after = await readEverything(drizzle({ client: forDrizzle(second) }));
    expect(after).toEqual(before);
    expect(after.rows[0]).toMatchObject({
      day: '2026-11-04',
      span: '1 day 02:00:00',
      amount: '12.50',
    });
    expect(after.rows[0]?.dated).toBeInstanceOf(Date);
  });

  it('are no longer sent with a query', async () => {
    const sent: unknown[] = [];
    const spy = new Proxy(second, {
      get(target, property) {
        if (property === 'query')
          return (text: string, params: unknown[], options: unknown) => {
            sent.push(options);
            return target.query(text, params, options as never);
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    await drizzle({ client: forDrizzle(spy) })
      .select()
      .from(sample);
    expect(sent).toEqual([{ rowMode: 'array' }]);
  });
});
