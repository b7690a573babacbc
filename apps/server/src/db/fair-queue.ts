/** The embedded database is busy beyond its queue: answer 503 and let the client retry. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('The server is busy. Please try again in a moment.');
    this.name = 'DatabaseBusyError';
  }
}

/**
 * PGlite has one connection: transactions wait their turn here, first come first served,
 * and past `limit` waiting a new one is refused at once rather than left to wait unbounded.
 */
export function fairQueue(limit: number) {
  const waiting: (() => void)[] = [];
  let busy = false;
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  };
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy) {
      if (waiting.length >= limit) throw new DatabaseBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    busy = true;
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** How many transactions may wait for PGlite's one connection before new ones get a 503. */
export const PGLITE_QUEUE_LIMIT = 256;
