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

/** Where a transaction waits its turn. */
export interface QueueOrder {
  /**
   * Before the requests already waiting: background work whose delay people see elsewhere
   * (the outbox: a timecard's mail is due within seconds of its submit). It is little and
   * short, so the requests behind it wait a few milliseconds more, never long.
   */
  ahead?: boolean;
}

export interface FairQueueOptions {
  /** How many run at once: PGlite's one connection (the default), or PostgreSQL's pool size. */
  slots?: number;
  /** One that has waited this long for its turn is refused (none: it waits its turn). */
  waitMs?: number;
  /** Where the queue is, for the refusal's details. */
  queue?: BusyDetails['queue'];
  /**
   * Start each transaction on a turn of the event loop of its own (PGlite). PGlite runs its
   * statements on this thread, so transactions handed on from one to the next within a turn ran
   * the whole line before the loop came round again; and Node 20 (libuv 1.46) accepts one new
   * connection a turn, so a client that connected under load waited a turn for each request
   * queued before it: seconds (bench/README.md, "Every connection accepted while PGlite works").
   */
  ownTurn?: boolean;
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
  // Work marked `ahead` (what people wait on elsewhere: mail) waits in a line of its own that
  // is served first; each line in arrival order.
  const lines = { ahead: [] as (() => void)[], waiting: [] as (() => void)[] };
  const waitingCount = () => lines.ahead.length + lines.waiting.length;
  let running = 0;
  const start = options.ownTurn
    ? (begin: () => void) => void setImmediate(begin)
    : (begin: () => void) => begin();
  const release = () => {
    const next = lines.ahead.shift() ?? lines.waiting.shift();
    if (next) start(next);
    else running -= 1;
  };
  const turn = (line: (() => void)[]): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const since = Date.now();
      const entry = () => {
        clearTimeout(timer);
        resolve();
      };
      const refuse = () => {
        const at = line.indexOf(entry);
        if (at < 0) return;
        line.splice(at, 1);
        const waitedMs = Date.now() - since;
        reject(new DatabaseBusyError({ queue, slots, waiting: waitingCount(), waitedMs }));
      };
      const timer = options.waitMs === undefined ? undefined : setTimeout(refuse, options.waitMs);
      line.push(entry);
    });
  return async <T>(work: () => Promise<T>, order: QueueOrder = {}): Promise<T> => {
    if (running >= slots) {
      if (waitingCount() >= limit)
        throw new DatabaseBusyError({ queue, slots, waiting: waitingCount(), waitedMs: 0 });
      // Handed the slot of the one that ends: `running` stays as it is.
      await turn(order.ahead ? lines.ahead : lines.waiting);
    } else {
      running += 1;
      if (options.ownTurn) await new Promise<void>(start);
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** How many transactions may wait for PGlite's one connection before new ones get a 503. */
export const PGLITE_QUEUE_LIMIT = 256;
