import type { PGlite } from '@electric-sql/pglite';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite/session';
import pg from 'pg';
import type { StartRead, Tx } from './tx.ts';
import { forDrizzleTransaction } from './pglite-parsers.ts';
import { pgliteNamedStatements, type StartedCall } from './pglite-statements.ts';
import { bindTransaction } from './prepared.ts';
import { executeCall } from './sql-literal.ts';
import {
  CommitOutcomeUnknownError,
  DatabaseUnavailableError,
  isConnectionError,
  retryStart,
} from './connection-errors.ts';
import { DatabaseBusyError, fairQueue, type QueueOrder } from './fair-queue.ts';

/** The schema as Drizzle's transactions take it (`db._` of a database opened with it). */
export type Relational = ConstructorParameters<typeof NodePgTransaction>[2];

/**
 * Runs `body` in a transaction that starts with `setting` (client.ts: tenantSetting).
 * `startRead`: a prepared statement's call sent in the same message as the setting when the
 * connection already holds that statement; its answer is kept for the transaction's first call
 * of it with the same values (so the credential guard costs no round trip of its own).
 */
export type OpenTransaction = <T>(
  setting: string,
  body: (tx: Tx) => Promise<T>,
  order?: QueueOrder,
  startRead?: StartRead,
) => Promise<T>;

/**
 * The parsers a row read with the transaction's begin is read with: none (each value as the
 * text the server sent), so that the statement's own call parses it later with the parsers
 * Drizzle gives it (dates as text, say), as if it had run then.
 */
const AS_SENT = { getTypeParser: () => (value: string) => value };

/** Whether node-postgres has prepared statement `name` on this connection (a parse completed). */
const holds = (client: pg.PoolClient, name: string) =>
  (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements?.[name] !== undefined;

/** A start read's answer as the server sent it, until the statement's first call. */
interface KeptRead {
  name: string;
  /** `execute <name>(<values>)`: what the answer is the answer to. */
  call: string;
  result: pg.QueryResult<unknown[]>;
}

/**
 * The client the statement `name` runs on: the connection, except that the kept read's
 * statement's first call is answered from what came with the begin when it is the very same
 * call; with other values it asks the database, and the kept answer is dropped either way.
 */
function clientWithKeptRead(client: pg.PoolClient, read: KeptRead | undefined) {
  let kept = read;
  const answer = {
    query(config: pg.QueryConfig & { types?: pg.CustomTypesConfig }, values?: unknown[]) {
      const taken = kept;
      kept = undefined;
      if (!taken || executeCall(config.name ?? '', values ?? []) !== taken.call)
        return client.query(config, values);
      const parsers = taken.result.fields.map((field) =>
        (config.types ?? pg.types).getTypeParser(field.dataTypeID, 'text'),
      );
      const rows = taken.result.rows.map((row) =>
        row.map((value, i) => (value === null ? null : parsers[i]!(value as string))),
      );
      return Promise.resolve({ ...taken.result, rows });
    },
  };
  return (name: string | undefined) => (kept && name === kept.name ? answer : client);
}

/**
 * node-postgres: a pooled connection, `begin` and the setting in one message (one round trip
 * rather than two; the simple protocol runs them one after the other), `body`, then `commit`,
 * or `rollback` on any error (a connection that cannot roll back is discarded).
 *
 * Connections come and go (a failover, a restart, pg_terminate_backend): taking a connection and
 * the `begin` are retried on a connection error (connection-errors.ts), since nothing has run
 * yet; a connection lost in `body` ends the transaction with a DatabaseUnavailableError (it
 * rolled back: nothing was written); a failure of the `commit` itself is thrown as it is and
 * never retried, since the transaction may have committed. `namedStatements: false` runs the
 * app's prepared statements unnamed (prepared.ts), for a pooler in transaction mode.
 *
 * Waiting for one of the pool's connections is apart from connecting: transactions queue in a
 * fair queue of the pool's size in front of it (fair-queue.ts), so the pool itself never queues
 * and its connect timeout bounds connecting only. A transaction that waited `waitMs` for a free
 * connection is refused with a DatabaseBusyError (503 SERVER_BUSY) and not retried: the server
 * is busy, the database answers. While connections cannot be made (the last start failed and
 * none started since), a refusal is a DatabaseUnavailableError instead: the wait was for
 * transactions that were retrying to connect.
 */
export interface PostgresTransactionOptions {
  namedStatements?: boolean;
  /** The pool's size (its `max`): how many transactions run at once. */
  poolSize?: number;
  /** How long a transaction waits for a free connection before a 503 (DATABASE_POOL_WAIT_MS). */
  waitMs?: number;
  startRetryDelays?: readonly number[];
  /** Opens `begin transaction read only` (a replica's transactions: read-replica.ts). */
  readOnly?: boolean;
  /**
   * A query sent with `begin` and the setting (the same round trip); when `accept` refuses its
   * first row, the transaction is rolled back and a StartRefusedError thrown, `body` not run.
   */
  startCheck?: { sql: string; accept(row: Record<string, unknown>): boolean };
}

/** The start check of a transaction (`startCheck`) refused the connection it got. */
export class StartRefusedError extends Error {
  constructor(readonly row: Record<string, unknown>) {
    super('The connection was refused by the start check');
    this.name = 'StartRefusedError';
  }
}

export function postgresTransactions(
  pool: pg.Pool,
  relational: Relational,
  options: PostgresTransactionOptions = {},
): OpenTransaction {
  const dialect = new PgDialect();
  const named = options.namedStatements ?? true;
  const check = options.startCheck;
  const opening = options.readOnly ? 'begin transaction read only' : 'begin';
  const begin = (setting: string) =>
    check ? `${opening}; ${setting}; ${check.sql}` : `${opening}; ${setting}`;
  /** A checked-out connection that dies between two queries emits 'error': kept, not thrown. */
  const lost = new WeakMap<pg.PoolClient, (error: Error) => void>();
  const release = (client: pg.PoolClient, broken?: Error) => {
    const listener = lost.get(client);
    if (listener) client.removeListener('error', listener);
    client.release(broken);
  };
  const queue = fairQueue(Infinity, {
    slots: options.poolSize ?? pool.options.max ?? 10,
    waitMs: options.waitMs ?? 5000,
    queue: 'pool',
  });
  /** The last start's connection failure, while no start has succeeded since. */
  let unreachable: unknown;
  /** The begin with `read` folded in, when the connection holds its statement. */
  const folded = (client: pg.PoolClient, setting: string, read: StartRead | undefined) => {
    if (!read || !named || check || !holds(client, read.name)) return undefined;
    const call = executeCall(read.name, read.params);
    return call && { text: `${begin(setting)}; ${call}`, name: read.name, call };
  };
  const start = (setting: string, startRead: StartRead | undefined) =>
    retryStart(async () => {
      const client = await pool.connect();
      let failure: Error | undefined;
      const listener = (error: Error) => (failure ??= error);
      lost.set(client, listener);
      client.on('error', listener);
      try {
        const fold = folded(client, setting, startRead);
        if (fold) {
          const results = (await client.query({
            text: fold.text,
            rowMode: 'array',
            types: AS_SENT,
          })) as unknown as pg.QueryResult<unknown[]>[];
          const kept: KeptRead = { name: fold.name, call: fold.call, result: results[2]! };
          return { client, failure: () => failure, kept };
        }
        const results = await client.query(begin(setting));
        const row = check && (results as unknown as pg.QueryResult[])[2]?.rows[0];
        if (check && !check.accept(row ?? {})) throw new StartRefusedError(row ?? {});
        return { client, failure: () => failure, kept: undefined };
      } catch (error) {
        const broken = isConnectionError(error) ? (error as Error) : undefined;
        if (!broken) await client.query('rollback').catch(() => undefined);
        release(client, broken ?? failure);
        throw error;
      }
    }, options.startRetryDelays).then(
      (started) => {
        unreachable = undefined;
        return started;
      },
      (error: unknown) => {
        if (error instanceof DatabaseUnavailableError) unreachable = error.cause;
        throw error;
      },
    );
  const run = async <T>(
    setting: string,
    body: (tx: Tx) => Promise<T>,
    startRead: StartRead | undefined,
  ): Promise<T> => {
    const { client, failure, kept } = await start(setting, startRead);
    let broken: Error | undefined;
    let committing = false;
    try {
      const session = new NodePgSession(client, dialect, relational);
      const tx = new NodePgTransaction(dialect, session, relational) as unknown as Tx;
      bindTransaction(tx, 'postgres', clientWithKeptRead(client, kept), named);
      const result = await body(tx);
      // Lost before the commit was sent: the server rolled back, the outcome is known.
      const lost = failure();
      if (lost) throw new DatabaseUnavailableError(lost);
      committing = true;
      await client.query('commit');
      return result;
    } catch (error) {
      if (committing && isConnectionError(error)) {
        broken = error as Error;
        throw new CommitOutcomeUnknownError(error);
      }
      await client.query('rollback').catch((rollbackFailure: Error) => (broken = rollbackFailure));
      broken ??= failure();
      if (isConnectionError(error) && !(error instanceof DatabaseUnavailableError))
        throw new DatabaseUnavailableError(error);
      throw error;
    } finally {
      release(client, broken);
    }
  };
  return (setting, body, order, startRead) =>
    queue(() => run(setting, body, startRead), order).catch((error: unknown) => {
      if (error instanceof DatabaseBusyError && unreachable !== undefined)
        throw new DatabaseUnavailableError(unreachable);
      throw error;
    });
}

/**
 * PGlite: its own transaction (begin, commit, rollback on error), the setting run with the
 * simple protocol (one call into PGlite, not parse, describe, bind and execute), then `body`;
 * prepared statements run as PGlite's named ones (pglite-statements.ts).
 */
export function pgliteTransactions(client: PGlite, relational: Relational): OpenTransaction {
  const dialect = new PgDialect();
  const named = pgliteNamedStatements();
  return (setting, body, _order, startRead) =>
    client.transaction(async (raw) => {
      const call = startRead && named.startCall(startRead);
      let started: StartedCall | undefined;
      if (call) {
        const results = await raw.exec(`${setting}; ${call}`, { rowMode: 'array' });
        started = { name: startRead.name, call, result: results[1]! };
      } else await raw.exec(setting);
      const view = forDrizzleTransaction(raw);
      const session = new PgliteSession(view, dialect, relational);
      const tx = new PgliteTransaction(dialect, session, relational) as unknown as Tx;
      bindTransaction(tx, 'pglite', named(raw, view, started), true);
      return body(tx);
    });
}
