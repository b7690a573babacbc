import type { PGlite } from '@electric-sql/pglite';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite/session';
import type pg from 'pg';
import type { Tx } from './tx.ts';
import { forDrizzleTransaction } from './pglite-parsers.ts';
import { pgliteNamedStatements } from './pglite-statements.ts';
import { bindTransaction } from './prepared.ts';
import { DatabaseUnavailableError, isConnectionError, retryStart } from './connection-errors.ts';
import { DatabaseBusyError, fairQueue, type QueueOrder } from './fair-queue.ts';

/** The schema as Drizzle's transactions take it (`db._` of a database opened with it). */
export type Relational = ConstructorParameters<typeof NodePgTransaction>[2];

/** Runs `body` in a transaction that starts with `setting` (client.ts: tenantSetting). */
export type OpenTransaction = <T>(
  setting: string,
  body: (tx: Tx) => Promise<T>,
  order?: QueueOrder,
) => Promise<T>;

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
  const start = (setting: string) =>
    retryStart(async () => {
      const client = await pool.connect();
      let failure: Error | undefined;
      const listener = (error: Error) => (failure ??= error);
      lost.set(client, listener);
      client.on('error', listener);
      try {
        const results = await client.query(begin(setting));
        const row = check && (results as unknown as pg.QueryResult[])[2]?.rows[0];
        if (check && !check.accept(row ?? {})) throw new StartRefusedError(row ?? {});
        return { client, failure: () => failure };
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
  const run = async <T>(setting: string, body: (tx: Tx) => Promise<T>): Promise<T> => {
    const { client, failure } = await start(setting);
    let broken: Error | undefined;
    let committing = false;
    try {
      const session = new NodePgSession(client, dialect, relational);
      const tx = new NodePgTransaction(dialect, session, relational) as unknown as Tx;
      bindTransaction(tx, 'postgres', () => client, named);
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
        throw error;
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
  return (setting, body, order) =>
    queue(() => run(setting, body), order).catch((error: unknown) => {
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
  return (setting, body) =>
    client.transaction(async (raw) => {
      await raw.exec(setting);
      const view = forDrizzleTransaction(raw);
      const session = new PgliteSession(view, dialect, relational);
      const tx = new PgliteTransaction(dialect, session, relational) as unknown as Tx;
      bindTransaction(tx, 'pglite', named(raw, view), true);
      return body(tx);
    });
}
