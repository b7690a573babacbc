import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fillPlaceholders, sql } from 'drizzle-orm';
import type { StartRead, Tx } from './tx.ts';
import * as schema from './schema/index.ts';

type Engine = 'pglite' | 'postgres';
/** What a prepared statement is built with (a transaction is one too). */
export type QueryDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Runnable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** The client a prepared statement `name` runs on in the transaction (unnamed: undefined). */
type ClientFor = (name: string | undefined) => unknown;

/** Each open transaction's (set by engine-transactions.ts). */
const connections = new WeakMap<object, { engine: Engine; clientFor: ClientFor; named: boolean }>();

/**
 * `named: false` runs the statements unnamed (parsed at every call, as any other query): for a
 * pooler in transaction mode, which may run two transactions of one client connection on two
 * server connections, so that a statement prepared on one is missing on the other.
 */
export function bindTransaction(
  tx: Tx,
  engine: Engine,
  clientFor: ClientFor,
  named: boolean,
): void {
  connections.set(tx, { engine, clientFor, named });
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

/** Flags written into a prepared statement rather than sent as values (see `prepared`). */
export const SQL_TRUE = sql`true`;
export const SQL_FALSE = sql`false`;

/**
 * A hot query built once (Drizzle builds each statement's SQL anew on every call: ~0.1–0.2 ms of
 * CPU) with `sql.placeholder(…)` for its values, and run in any transaction of withTenant or
 * withSystem as a named statement, parsed and planned once: per connection on PostgreSQL
 * (node-postgres remembers it by `name`), once for the database on PGlite
 * (pglite-statements.ts). `name` is an SQL identifier, unique in the app. Row-level security is
 * unchanged: PostgreSQL plans a statement again when the role differs, and the tenant setting is
 * read when it runs. A new connection (after a restart or a failover) prepares it again at its
 * first call: node-postgres keeps the names it has prepared per connection.
 *
 * A value that is the same at every call (a flag, a page's size) is written into the statement
 * (SQL_TRUE, SQL_FALSE; list-query.ts pageLimit), not sent as a value: PostgreSQL keeps one plan
 * for every call only when it costs no more than the plans made for the first five calls'
 * values, and a flag sent as `$2` costs more than the same flag known (`not is_deleted`), so such
 * a statement was planned anew at every call (bench/README.md, "Each list's statements planned
 * once").
 *
 * `unnamed`: built once all the same, but sent as an ordinary statement, planned at every call
 * for its values: for a statement whose best plan depends on them (a prefix search, an offset),
 * which a plan made once for any value (PostgreSQL's generic plan after five calls) can miss
 * by 20× (bench/README.md, "Lists at the floor").
 */
export function prepared<Q extends Buildable>(
  name: string,
  build: (db: QueryDb) => Q,
  options: { unnamed?: boolean } = {},
): PreparedCall<Q> {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`${name}: not a plain SQL identifier`);
  if (names.has(name)) throw new Error(`prepared statement ${name} is defined twice`);
  names.add(name);
  const built = new Map<string, Runnable>();
  let placeholders: unknown[] | undefined;
  const startRead = (values: Record<string, unknown>): StartRead => {
    // The same text on both engines: the parameters' order is the postgres build's.
    placeholders ??= build(builderFor('postgres')).toSQL().params;
    return { name, params: fillPlaceholders(placeholders, values) };
  };
  const run = (tx: Tx, values: Record<string, unknown>) => {
    const connection = connections.get(tx);
    if (!connection)
      throw new Error(`${name} runs in a transaction of withTenant or withSystem only`);
    const named = connection.named && !options.unnamed;
    const key = `${connection.engine}:${named}`;
    let statement = built.get(key);
    if (!statement) {
      // Drizzle's unnamed statements are its ordinary ones: an undefined name.
      statement = build(builderFor(connection.engine)).prepare(
        named ? name : (undefined as unknown as string),
      );
      built.set(key, statement);
    }
    // The statement as built, on this transaction's connection.
    const client = connection.clientFor(named ? name : undefined);
    const bound = Object.create(statement, { client: { value: client } }) as Runnable;
    return bound.execute(values) as ReturnType<ReturnType<Q['prepare']>['execute']>;
  };
  return Object.assign(run, { startRead });
}

/** What `prepared` builds from: a Drizzle query. */
interface Buildable {
  prepare(name: string): Runnable;
  toSQL(): { params: unknown[] };
}

/**
 * A prepared statement: called with a transaction and its values; `startRead(values)` is the
 * same call as one that may travel with a transaction's begin (tx.ts: StartRead).
 */
export type PreparedCall<Q extends Buildable> = ((
  tx: Tx,
  values: Record<string, unknown>,
) => ReturnType<ReturnType<Q['prepare']>['execute']>) & {
  startRead(values: Record<string, unknown>): StartRead;
};

/** A statement of a family: its rows, typed by the caller. */
type Run = (tx: Tx, values: Record<string, unknown>) => Promise<unknown>;

/**
 * Statements of one family (a list's page in each sort, say), each prepared as above the first
 * time its `key` is asked for and reused after: `${prefix}_${key}` names it. A key stands for
 * one statement text, so a family holds as many statements as the shapes requests ask for.
 */
export function preparedFamily(prefix: string) {
  const statements = new Map<string, Run>();
  return <Q extends Buildable>(
    key: string,
    build: (db: QueryDb) => Q,
    options: { unnamed?: boolean } = {},
  ): Run => {
    let statement = statements.get(key);
    if (!statement) {
      // PostgreSQL keeps 63 bytes of a name: two longer ones could be taken for one another.
      if (prefix.length + key.length + 1 > 63) throw new Error(`${prefix}_${key}: name too long`);
      statement = prepared(`${prefix}_${key}`, build, options) as Run;
      statements.set(key, statement);
    }
    return statement;
  };
}
