import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteNamedStatements } from './pglite-statements.ts';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`create table t (id text primary key, n int, flag boolean);
    insert into t values ('a''b\\c', 1, true), ('plain', 2, false);`);
}, 60_000);
afterAll(() => db.close());

/** The transaction as the named statements see it, its exec calls written down in `sent`. */
const recording = (raw: Transaction, sent: string[]): Transaction => ({
  ...raw,
  exec: (text: string, options?: never) => (sent.push(text), raw.exec(text, options)),
});

const LOOKUP = 'select id, n, flag from t where id = $1 and n >= $2 and flag = $3';

describe("PGlite's named statements", () => {
  it('are prepared once for the database and executed with their values as literals, answering as the unnamed query', async () => {
    const named = pgliteNamedStatements();
    const sent: string[] = [];
    const answers = [];
    for (let i = 0; i < 2; i++)
      answers.push(
        await db.transaction(async (raw) => {
          const client = named(recording(raw, sent), raw)('t_lookup');
          return client.query(LOOKUP, ["a'b\\c", 1, true], { rowMode: 'array' });
        }),
      );
    const unnamed = await db.query(LOOKUP, ["a'b\\c", 1, true], { rowMode: 'array' });
    expect(answers.map((a) => a.rows)).toEqual([unnamed.rows, unnamed.rows]);
    expect(unnamed.rows).toEqual([["a'b\\c", 1, true]]);
    expect(sent).toEqual([
      `prepare t_lookup as ${LOOKUP}`,
      `execute t_lookup(E'a''b\\\\c', 1, true)`,
      `execute t_lookup(E'a''b\\\\c', 1, true)`,
    ]);
  });

  it('run a statement unnamed when a value has no plain literal (an array)', async () => {
    const named = pgliteNamedStatements();
    const sent: string[] = [];
    const result = await db.transaction(async (raw) => {
      return named(
        recording(raw, sent),
        raw,
      )('t_any').query('select id from t where id = any($1) order by id', [['plain', 'none']]);
    });
    expect(result.rows).toEqual([{ id: 'plain' }]);
    expect(sent).toEqual([]);
  });

  it('never splice a value holding a NUL into the statement text (it would cut the statement short)', async () => {
    const named = pgliteNamedStatements();
    const sent: string[] = [];
    const outcome = await db
      .transaction(async (raw) => {
        return named(
          recording(raw, sent),
          raw,
        )('t_nul').query(LOOKUP, ["x\0') or true --", 1, true]);
      })
      .then(
        (result) => result.rows,
        (error: Error) => error.message,
      );
    expect(sent).toEqual([]);
    expect(outcome).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: 'plain' })]));
  });

  it("offer their call to a transaction's start once prepared, and answer the same call from what the start read, once", async () => {
    const named = pgliteNamedStatements();
    const read = { name: 't_started', params: ["a'b\\c", 1, true] };
    expect(named.startCall(read)).toBeUndefined();
    await db.transaction((raw) => named(raw, raw)('t_started').query(LOOKUP, [...read.params]));
    const call = named.startCall(read)!;
    expect(call).toBe(`execute t_started(E'a''b\\\\c', 1, true)`);
    const sent: string[] = [];
    const answers = await db.transaction(async (raw) => {
      const [, result] = await raw.exec(`select 1; ${call}`, { rowMode: 'array' });
      const client = named(recording(raw, sent), raw, { name: 't_started', call, result: result! })(
        't_started',
      );
      const ask = (values: unknown[]) => client.query(LOOKUP, values, { rowMode: 'array' });
      return [
        await ask([...read.params]),
        await ask([...read.params]),
        await ask(['plain', 2, false]),
      ];
    });
    expect(answers.map((answer) => answer.rows)).toEqual([
      [["a'b\\c", 1, true]],
      [["a'b\\c", 1, true]],
      [['plain', 2, false]],
    ]);
    // The first answer came with the start; the second and third were asked.
    expect(sent).toEqual([call, `execute t_started('plain', 2, false)`]);
  });
});
