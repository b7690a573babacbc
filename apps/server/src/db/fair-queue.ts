import { UNAVAILABLE } from '@tallysheet/contract/common/errors';

/** What a transaction refused for want of a connection saw, for the log. */
export interface BusyDetails {
  /** The embedded database's one connection, or PostgreSQL's pool. */
  queue: 'pglite' | 'pool';
  /** Connections the queue hands out (1 for PGlite, the pool's size for PostgreSQL). */
  slots: number;
  /** Transactions waiting for one when this one was refused (itself not counted). */
  waiting: number;
  /** How long it waited before it was refused (0: refused at once, the queue full). */
  waitedMs: number;
}

/**
 * Every database connection is in use and none came free in time, or too many transactions
 * wait already: the server is busy, not the database unreachable. Nothing ran, so the client
 * may retry: the API answers 503 SERVER_BUSY with Retry-After. Never retried here: waiting
 * again would only lengthen the queue.
 */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  readonly code = 'SERVER_BUSY';
  constructor(readonly details: BusyDetails) {
    super(UNAVAILABLE.SERVER_BUSY);
    this.name = 'DatabaseBusyError';
  }
}

export interface FairQueueOptions {
  /** How many run at once: PGlite's one connection (the default), or PostgreSQL's pool size. */
  slots?: number;
  /** One that has waited this long for its turn is refused (none: it waits its turn). */
  waitMs?: number;
  /** Where the queue is, for the refusal's details. */
  queue?: BusyDetails['queue'];
}

/**
 * Transactions wait here for a connection, first come first served, `slots` at a time: past
 * `limit` waiting a new one is refused at once, and one that waited `waitMs` is refused then,
 * rather than left to wait unbounded. PGlite has one connection; on PostgreSQL the queue sits
 * in front of the pool, so that node-postgres's own wait (which shares the connect timeout and
 * its error with connecting) never runs: a wait for a free connection is told apart from a
 * server that cannot be reached.
 */
export function fairQueue(limit: number, options: FairQueueOptions = {}) {
  const slots = options.slots ?? 1;
  const queue = options.queue ?? 'pglite';
  const waiting: (() => void)[] = [];
  let running = 0;
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const turn = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const since = Date.now();
      const entry = () => {
        clearTimeout(timer);
        resolve();
      };
      const refuse = () => {
        const at = waiting.indexOf(entry);
        if (at < 0) return;
        waiting.splice(at, 1);
        const waitedMs = Date.now() - since;
        reject(new DatabaseBusyError({ queue, slots, waiting: waiting.length, waitedMs }));
      };
      const timer = options.waitMs === undefined ? undefined : setTimeout(refuse, options.waitMs);
      waiting.push(entry);
    });
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= slots) {
      if (waiting.length >= limit)
        throw new DatabaseBusyError({ queue, slots, waiting: waiting.length, waitedMs: 0 });
      // Handed the slot of the one that ends: `running` stays as it is.
      await turn();
    } else running += 1;
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** How many transactions may wait for PGlite's one connection before new ones get a 503. */
export const PGLITE_QUEUE_LIMIT = 256;
