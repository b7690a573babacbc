import { AsyncLocalStorage } from 'node:async_hooks';

/** The transaction the current async call chain is inside, where that is tracked. */
export interface TransactionContext<T> {
  run<R>(scope: T, fn: () => R): R;
  getStore(): T | undefined;
}

/** Tracked where NODE_ENV names a stage other than production: development and tests. */
export const TRACKED_BY_DEFAULT = (process.env.NODE_ENV ?? 'production') !== 'production';

/**
 * Where the checks of db/client.ts look: a transaction opened inside another (PGlite's one
 * connection would wait for itself) and external I/O inside a transaction. They catch
 * programming errors, which the tests and development run into (NODE_ENV=test, development),
 * so only there is the call chain tracked. In production nothing is: on Node 20 an
 * AsyncLocalStorage hooks every promise of the process, and it cost the short lists 10–14 % of
 * their answers a second (bench/README.md, "Lists at the floor").
 */
export function transactionContext<T>(tracked = TRACKED_BY_DEFAULT): TransactionContext<T> {
  if (tracked) return new AsyncLocalStorage<T>();
  return { run: (_scope, fn) => fn(), getStore: () => undefined };
}
