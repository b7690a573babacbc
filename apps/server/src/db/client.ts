import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { acquireDirectoryLock } from './directory-lock.ts';
import { fairQueue, PGLITE_QUEUE_LIMIT, type QueueOrder } from './fair-queue.ts';
import { migratePostgres, openPool } from './postgres-pool.ts';
import { replicaReads, type ReadCounts } from './read-replica.ts';
import {
  pgliteTransactions,
  postgresTransactions,
  type OpenTransaction,
  type Relational,
} from './engine-transactions.ts';
import { forDrizzle } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';
import type { CredentialGuard, Database, Logger, RequestTransaction } from './database.ts';
import type { Schema, StartRead, Tx } from './tx.ts';
import { transactionContext } from './transaction-context.ts';

export type { StartRead, Tx };
type RootDb = PgDatabase<PgQueryResultHKT, Schema>;

export type { CredentialGuard, Database, Logger, RequestTransaction } from './database.ts';

export { DatabaseBusyError, fairQueue, PGLITE_QUEUE_LIMIT } from './fair-queue.ts';
export {
  CommitOutcomeUnknownError,
  DatabaseUnavailableError,
  LostConnectionError,
} from './connection-errors.ts';

const APP_ROLE = 'tallysheet_app';
const SYSTEM_ROLE = 'tallysheet_system';

interface TransactionScope {
  /** What opened the transaction, for error messages. */
  readonly purpose: string;
  readonly afterCommit: (() => unknown)[];
}

/** The transaction the current async call chain is inside, if any (tracked outside production). */
const currentTransaction = transactionContext<TransactionScope>();
const scopes = new WeakMap<Tx, TransactionScope>();

/** True while running inside withTenant / withSystem. */
export const inTransaction = (): boolean => currentTransaction.getStore() !== undefined;

/**
 * Throws when called inside a transaction: external I/O (SMTP, Stripe, PDF rendering)
 * never holds a transaction open; queue it with `afterCommit(tx, fn)` instead.
 */
export function assertOutsideTransaction(what: string): void {
  const scope = currentTransaction.getStore();
  if (scope)
    throw new Error(
      `${what} must not run inside a database transaction (opened by ${scope.purpose}): ` +
        'run it after commit with afterCommit(tx, fn)',
    );
}

/**
 * Runs `fn` once `tx` has committed (in registration order); dropped if it rolls back. A
 * failing callback is logged: the change it follows has committed.
 */
export function afterCommit(tx: Tx, fn: () => unknown): void {
  const scope = scopes.get(tx);
  if (!scope) throw new Error('afterCommit needs a transaction of withTenant or withSystem');
  scope.afterCommit.push(fn);
}

/**
 * The statement every transaction starts with: the tenant it sees (row-level security) and the
 * role it runs as, both local to the transaction. Literals, not parameters, so that it can share
 * one message with `begin` on PostgreSQL (the simple protocol takes no parameters). It must be a
 * statement of its own, before any other: a statement's role and policies are fixed when it is
 * planned, so a query that set them itself would still read as the connection's login role.
 */
export const tenantSetting = (tenantId: string, role: string) =>
  `select set_config('app.tenant_id', ${pg.escapeLiteral(tenantId)}, true), ` +
  `set_config('role', ${pg.escapeLiteral(role)}, true)`;

function createDatabase(
  engine: Database['engine'],
  ping: () => Promise<unknown>,
  open: OpenTransaction,
  close: () => Promise<void>,
  baseLog: Logger | undefined,
  reads?: { open: OpenTransaction; counts: () => ReadCounts },
): Database {
  // PostgreSQL's transactions queue for the pool in postgresTransactions (its own fair queue
  // of the pool's size); PGlite's one connection is queued for here.
  let transactions = 0;
  const serialize: <T>(work: () => Promise<T>, order?: QueueOrder) => Promise<T> =
    engine === 'pglite' ? fairQueue(PGLITE_QUEUE_LIMIT, { ownTurn: true }) : (work) => work();
  const runGuard = async (guard: CredentialGuard | undefined, tx: Tx) => {
    if (guard && !guard.ran) {
      await guard.check(tx);
      guard.ran = true;
    }
  };
  const runAfterCommit = async (scope: TransactionScope, log: Logger | undefined) => {
    for (const callback of scope.afterCommit) {
      try {
        await callback();
      } catch (error) {
        log?.error({ err: error, purpose: scope.purpose }, 'after-commit effect failed');
      }
    }
  };
  /** Opens a transaction as `role` seeing `tenantId` ('' for every tenant), and runs `body` in it. */
  const transaction = <T>(
    role: string,
    tenantId: string,
    purpose: string,
    body: (tx: Tx) => Promise<T>,
    via: OpenTransaction = open,
    order?: QueueOrder,
    guard?: CredentialGuard,
  ): { scope: TransactionScope; result: Promise<T> } => {
    const outer = currentTransaction.getStore();
    // PGlite has one connection: a second transaction would wait for the first forever.
    if (outer)
      throw new Error(
        `${purpose} opened a transaction inside another one (opened by ${outer.purpose}): ` +
          'pass the open transaction down instead',
      );
    const scope: TransactionScope = { purpose, afterCommit: [] };
    transactions += 1;
    const result = serialize(
      () =>
        via(
          tenantSetting(tenantId, role),
          (tx) => {
            // A read that failed on the replica runs again on the leader: with no effect queued.
            scope.afterCommit.length = 0;
            scopes.set(tx, scope);
            return currentTransaction.run(scope, async () => {
              await runGuard(guard, tx);
              return body(tx);
            });
          },
          order,
          guard && !guard.ran ? guard.startRead : undefined,
        ),
      order,
    );
    return { scope, result };
  };
  const inRole = async <T>(
    role: string,
    tenantId: string,
    purpose: string,
    log: Logger | undefined,
    fn: (tx: Tx) => Promise<T>,
    via?: OpenTransaction,
    order?: QueueOrder,
    guard?: CredentialGuard,
  ): Promise<T> => {
    const { scope, result } = transaction(role, tenantId, purpose, fn, via, order, guard);
    const value = await result;
    await runAfterCommit(scope, log);
    return value;
  };

  const openRequestTransaction = async (
    tenantId: string,
    log: Logger | undefined,
    guard: CredentialGuard | undefined,
  ): Promise<RequestTransaction> => {
    let finish!: (outcome: 'commit' | 'rollback') => void;
    const outcome = new Promise<'commit' | 'rollback'>((resolve) => (finish = resolve));
    let opened!: (tx: Tx) => void;
    let failed!: (error: unknown) => void;
    const ready = new Promise<Tx>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    // Held open until the request commits or rolls back.
    const { scope, result: done } = transaction(
      APP_ROLE,
      tenantId,
      'request',
      async (tx) => {
        opened(tx);
        if ((await outcome) === 'rollback') tx.rollback();
      },
      undefined,
      undefined,
      guard,
    );
    done.catch(failed);
    const tx = await ready;
    let ended = false;
    const db: Database = {
      ...view(log, guard),
      withTenant(other, fn) {
        if (other !== tenantId) throw new Error('A request transaction serves its own tenant only');
        return currentTransaction.run(scope, () => fn(tx));
      },
      // It must see the request's own writes: the request's transaction.
      withTenantRead(other, fn) {
        return db.withTenant(other, fn);
      },
      withSystem(purpose) {
        throw new Error(`withSystem(${purpose}) cannot run inside a request transaction`);
      },
    };
    return {
      tx,
      db,
      async commit() {
        if (ended) return;
        ended = true;
        finish('commit');
        await done;
        await runAfterCommit(scope, log);
      },
      async rollback() {
        if (ended) return;
        ended = true;
        finish('rollback');
        await done.catch(() => undefined);
      },
    };
  };

  const view = (log: Logger | undefined, guard?: CredentialGuard): Database => ({
    engine,
    withTenant(tenantId, fn) {
      if (!tenantId) throw new Error('withTenant needs a tenant id');
      return inRole(APP_ROLE, tenantId, 'withTenant', log, fn, undefined, undefined, guard);
    },
    async withTenantRead(tenantId, fn) {
      if (!reads) return this.withTenant(tenantId, fn);
      if (!tenantId) throw new Error('withTenantRead needs a tenant id');
      // The caller's credentials are read on the leader: a logout is never missed by a lag.
      if (guard && !guard.ran)
        await inRole(
          APP_ROLE,
          tenantId,
          'withTenant',
          log,
          async () => undefined,
          open,
          undefined,
          guard,
        );
      return inRole(APP_ROLE, tenantId, 'withTenantRead', log, fn, reads.open);
    },
    readCounts: () => reads?.counts() ?? { replica: 0, leader: 0 },
    withSystem(purpose, fn, order) {
      log?.debug({ purpose }, 'system transaction');
      return inRole(SYSTEM_ROLE, '', `withSystem(${purpose})`, log, fn, undefined, order);
    },
    withLog: (other) => view(other, guard),
    guardedBy: (other) => view(log, other),
    openRequestTransaction: (tenantId, requestGuard) =>
      openRequestTransaction(tenantId, log, requestGuard ?? guard),
    transactionCount: () => transactions,
    async ping() {
      await ping();
    },
    close,
  });
  return view(baseLog);
}

/**
 * What a transaction gets of Drizzle's relational API (`tx.query.<table>`): nothing. The app
 * builds every query with the query builder; with the schema, opening a transaction built a
 * relational builder for each of its 52 tables, every request (10–50 µs of CPU and garbage:
 * bench/README.md, "Lists at the floor").
 */
const relationalOf = (_root: RootDb): Relational => undefined;

interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
  poolSize?: number;
  /** PostgreSQL: a connection not made within this gives up (postgres-pool.ts). */
  connectTimeoutMs?: number;
  /** PostgreSQL: a transaction waits this long for one of the pool's connections (a 503 then). */
  poolWaitMs?: number;
  /** PostgreSQL: false runs the app's prepared statements unnamed (a transaction-mode pooler). */
  namedStatements?: boolean;
  /** PostgreSQL: a replica for `withTenantRead` (DATABASE_READ_URL; read-replica.ts). */
  readUrl?: string;
  /** How far behind the leader the replica may be for a read (DATABASE_READ_MAX_LAG_MS). */
  readMaxLagMs?: number;
  /** PostgreSQL: the waits between attempts to start a transaction (connection-errors.ts). */
  startRetryDelays?: readonly number[];
  migrate?: boolean;
  /**
   * PGlite only: a database already open (nothing in DATA_DIR, no directory lock), and what
   * closing the app's database does with it instead of closing it: the API tests' in-memory
   * copy of their migrated template, which a worker resets and hands to its next test file.
   */
  pglite?: { client: PGlite; close(): Promise<void> };
  /** Where system purposes and failed after-commit effects are logged (none: silent). */
  log?: Logger;
}

/** Where PGlite keeps its files inside DATA_DIR (the rest of the folder is the product's). */
export const pgliteDirOf = (dataDir: string) => join(resolve(dataDir), 'pglite');

/** Opens PostgreSQL when a URL is given, otherwise PGlite in DATA_DIR/pglite, and migrates it. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = openPool({
      url: options.databaseUrl,
      size: options.poolSize,
      connectTimeoutMs: options.connectTimeoutMs,
    });
    if (shouldMigrate) await migratePostgres(pool);
    const root = drizzlePg({ client: pool, schema }) as unknown as RootDb;
    const relational = relationalOf(root);
    const open = postgresTransactions(pool, relational, {
      namedStatements: options.namedStatements,
      startRetryDelays: options.startRetryDelays,
      poolSize: options.poolSize,
      waitMs: options.poolWaitMs,
    });
    // Readiness asks the server on a connection of its own, never one of the pool's: a pool
    // busy with requests is not a database that does not answer.
    const health = openPool({
      url: options.databaseUrl,
      size: 1,
      connectTimeoutMs: options.connectTimeoutMs,
    });
    const replica = options.readUrl
      ? openPool({
          url: options.readUrl,
          size: options.poolSize,
          connectTimeoutMs: options.connectTimeoutMs,
        })
      : undefined;
    const reads =
      replica &&
      replicaReads({
        pool: replica,
        relational,
        leader: open,
        maxLagMs: options.readMaxLagMs ?? 5000,
        namedStatements: options.namedStatements,
        poolSize: options.poolSize,
        waitMs: options.poolWaitMs,
      });
    const close = async () => {
      await Promise.all([pool.end(), health.end(), replica?.end()]);
    };
    const ping = () => health.query('select 1');
    return createDatabase('postgres', ping, open, close, options.log, reads);
  }
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const given = options.pglite;
  const release = given ? () => undefined : acquireDirectoryLock(dataDir);
  try {
    const pgDir = pgliteDirOf(dataDir);
    // Our lock is held, so a postmaster.pid left in the folder is from a process that died.
    if (!given && existsSync(join(pgDir, 'postmaster.pid'))) rmSync(join(pgDir, 'postmaster.pid'));
    const client = given?.client ?? (await PGlite.create(pgDir));
    // Drizzle's type parsers set once, not sent with every query (pglite-parsers.ts).
    const root = drizzlePglite({ client: forDrizzle(client), schema }) as unknown as RootDb;
    if (shouldMigrate) {
      await migratePglite(root as never, { migrationsFolder: MIGRATIONS_DIR });
      // PGlite runs no autovacuum: without statistics the planner guesses, and list queries
      // run several times slower; without the visibility map the reports' covering indexes
      // read the table anyway (bench/README.md). Both kept at every start, and dead rows
      // reclaimed (only the pages changed since the last start are visited).
      await client.exec('vacuum analyze');
    }
    return createDatabase(
      'pglite',
      () => root.execute(sql`select 1`),
      pgliteTransactions(client, relationalOf(root)),
      async () => {
        try {
          await (given ? given.close() : client.close());
        } finally {
          release();
        }
      },
      options.log,
    );
  } catch (error) {
    release();
    throw error;
  }
}
