import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';
import * as schema from './schema/index.ts';

type Engine = 'pglite' | 'postgres';
/** What a prepared statement is built with (a transaction is one too). */
export type QueryDb = PgDatabase<PgQueryResultHKT, typeof schema>;
interface Runnable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** The driver connection each open transaction runs on (set by engine-transactions.ts). */
const connections = new WeakMap<object, { engine: Engine; client: unknown }>();

export function bindTransaction(tx: Tx, engine: Engine, client: unknown): void {
  connections.set(tx, { engine, client });
}

/** A database of each engine that only builds statements (it never runs one). */
const builders = new Map<Engine, QueryDb>();
function builderFor(engine: Engine): QueryDb {
  let db = builders.get(engine);
  if (!db) {
    const client = {} as never;
    db = (engine === 'postgres'
      ? drizzlePg({ client, schema })
      : drizzlePglite({ client, schema })) as unknown as QueryDb;
    builders.set(engine, db);
  }
  return db;
}

const names = new Set<string>();

/**
 * A hot query built once (Drizzle builds each statement's SQL anew on every call: ~0.1–0.2 ms of
 * CPU) with `sql.placeholder(…)` for its values, and run in any transaction of withTenant or
 * withSystem. On PostgreSQL it is a named statement, parsed once per connection (node-postgres
 * remembers it by `name`, which must be unique); PGlite runs it unnamed. Row-level security is
 * unchanged: PostgreSQL plans it again when the role differs, and the tenant setting is read
 * when it runs.
 */
export function prepared<Q extends { prepare(name: string): Runnable }>(
  name: string,
  build: (db: QueryDb) => Q,
): (tx: Tx, values: Record<string, unknown>) => ReturnType<ReturnType<Q['prepare']>['execute']> {
  if (names.has(name)) throw new Error(`prepared statement ${name} is defined twice`);
  names.add(name);
  const built = new Map<Engine, Runnable>();
  return (tx, values) => {
    const connection = connections.get(tx);
    if (!connection)
      throw new Error(`${name} runs in a transaction of withTenant or withSystem only`);
    let statement = built.get(connection.engine);
    if (!statement) {
      statement = build(builderFor(connection.engine)).prepare(name);
      built.set(connection.engine, statement);
    }
    // The statement as built, on this transaction's connection.
    const bound = Object.create(statement, { client: { value: connection.client } }) as Runnable;
    return bound.execute(values) as ReturnType<ReturnType<Q['prepare']>['execute']>;
  };
}
