import type { QueueOrder } from './fair-queue.ts';
import type { ReadCounts } from './read-replica.ts';
import type { StartRead, Tx } from './tx.ts';

/**
 * The part of a logger the database writes to: any pino-like logger (lib/logger.ts's Logger
 * is one), named here so that the database imports nothing from lib.
 */
export interface Logger {
  debug(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

/** The one way modules reach the database. */
export interface Database {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction that sees only `tenantId`'s rows (row-level security). */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A read-only transaction for reports, search and exports, which may run on a replica
   * (DATABASE_READ_URL) no more than DATABASE_READ_MAX_LAG_MS behind, else on the leader
   * (read-replica.ts); without a replica, `withTenant`. Never for what writes or must read
   * its own writes. The credential guard, when not yet run, runs first on the leader.
   */
  withTenantRead<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** How many read transactions the replica and the leader served (zeros without a replica). */
  readCounts(): ReadCounts;
  /**
   * The named cross-tenant path (outbox worker, scheduled jobs, sign-up, super-user lists):
   * a transaction as the role that row-level security lets see every tenant. Logs `purpose`.
   * `order.ahead`: it waits for a connection before the requests already waiting (fair-queue.ts).
   */
  withSystem<T>(purpose: string, fn: (tx: Tx) => Promise<T>, order?: QueueOrder): Promise<T>;
  /** The same database, logging (system purposes, failed after-commit effects) to `log`. */
  withLog(log: Logger): Database;
  /**
   * The same database for one request: `guard` runs once, at the start of the first tenant
   * transaction, so the caller's credentials are read in the handler's own transaction
   * (one BEGIN/COMMIT for an authenticated read). A guard that throws rolls it back.
   */
  guardedBy(guard: CredentialGuard): Database;
  /**
   * Opens one transaction for a whole request (idempotent writes): every `withTenant` of the
   * returned view runs in it, and it ends with `commit` or `rollback`. `guard` runs first.
   */
  openRequestTransaction(tenantId: string, guard?: CredentialGuard): Promise<RequestTransaction>;
  /** Transactions run since the database was opened (every view counts). */
  transactionCount(): number;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Checks the caller inside a transaction; `ran` tells whether it has run yet. */
export interface CredentialGuard {
  check(tx: Tx): Promise<void>;
  ran: boolean;
  /**
   * The prepared statement's call `check` starts with: sent with the transaction's begin where
   * the engine can (engine-transactions.ts), so the check costs no round trip of its own.
   */
  startRead?: StartRead;
}

/** A transaction held open across a request; see `Database.openRequestTransaction`. */
export interface RequestTransaction {
  readonly tx: Tx;
  /** The database for the request's services: its tenant transactions are this one. */
  readonly db: Database;
  /** Commits, then runs the after-commit effects. */
  commit(): Promise<void>;
  /** Rolls back; safe to call more than once, and after commit (then it does nothing). */
  rollback(): Promise<void>;
}
