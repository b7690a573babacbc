/**
 * Telling a lost or refused database connection from any other failure, and retrying only
 * what is safe to retry: a transaction that never started. A failover (a new leader), a
 * restart of PostgreSQL or an administrator's pg_terminate_backend closes connections; the
 * pool drops them and the next transaction gets a new one, without restarting the process.
 */
import { UNAVAILABLE } from '@tallysheet/contract/common/errors';

/** Node's socket errors that mean the server was not reached or the connection went away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a connection the server ended or would not accept: class 08 (connection
 * exception), 57P01 (terminated by an administrator or a fast shutdown), 57P02 (crash of another
 * backend), 57P03 (starting up, shutting down or in recovery), 53300 (too many connections).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's and pg-pool's own messages for a connection that failed or ended. */
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Client has encountered a connection error/,
];

/** True when `error` (or what it wraps: Drizzle wraps driver errors) is a connection failure. */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A lost connection the API answers 503 with Retry-After, its code and message the contract's. */
export abstract class LostConnectionError extends Error {
  readonly retryAfterSeconds = 1;
  constructor(
    readonly code: 'DB_UNAVAILABLE' | 'COMMIT_UNKNOWN',
    cause: unknown,
  ) {
    super(UNAVAILABLE[code], { cause });
    this.name = new.target.name;
  }
}

/**
 * The database cannot be reached now (no connection after the retries, or the connection was
 * lost before the transaction committed): nothing was written, so the client may retry. The
 * API answers 503 DB_UNAVAILABLE with Retry-After. (A wait for one of the pool's connections is
 * not this: fair-queue.ts's DatabaseBusyError.)
 */
export class DatabaseUnavailableError extends LostConnectionError {
  constructor(cause: unknown) {
    super('DB_UNAVAILABLE', cause);
  }
}

/**
 * The connection was lost after COMMIT was sent (a failover, a reset): the server may have
 * committed or not, and nothing here can tell. Never retried by the product; the API answers
 * 503 COMMIT_UNKNOWN with Retry-After, and a client that sent an Idempotency-Key retries with
 * it safely (its record commits with the change, so a committed change is replayed, not run
 * twice).
 */
export class CommitOutcomeUnknownError extends LostConnectionError {
  constructor(cause: unknown) {
    super('COMMIT_UNKNOWN', cause);
  }
}

/**
 * The waits between attempts to start a transaction: about 3 s in all, long enough to ride
 * out a dropped connection or a quick restart, short enough that a request waiting on a real
 * outage gets its 503 while the client still waits.
 */
export const START_RETRY_DELAYS_MS: readonly number[] = [25, 50, 100, 200, 400, 800, 1600];

/**
 * No retry starts past this since the first attempt: with a connect timeout per attempt, a
 * server that does not answer at all (a leader gone from the network) would otherwise hold a
 * request for every attempt's timeout.
 */
export const START_RETRY_BUDGET_MS = 5000;

/**
 * Runs `start` until it succeeds, waiting `delays` between attempts when it fails with a
 * connection error; any other error is thrown at once. Past the last delay, or when the next
 * retry would start past `budgetMs`, the connection error is thrown as a
 * DatabaseUnavailableError. Only for work that has no effect when it fails:
 * taking a connection and opening a transaction, never a statement that may have committed.
 */
export async function retryStart<T>(
  start: () => Promise<T>,
  delays: readonly number[] = START_RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  budgetMs = START_RETRY_BUDGET_MS,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      const delay = delays[attempt];
      if (delay === undefined || Date.now() - started + delay > budgetMs)
        throw new DatabaseUnavailableError(error);
      await sleep(delay);
    }
  }
}
