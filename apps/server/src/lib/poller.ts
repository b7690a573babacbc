import type { Logger } from './logger.ts';

export interface Poller {
  /** Runs a pass now rather than at the next poll (once more after the current pass, if busy). */
  wake(): void;
  /** Waits for any pass under way, then runs one more to the end. */
  drain(): Promise<void>;
  /** No more passes: waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * The loop of a background worker (the mail outbox, webhook deliveries): `pass` runs every
 * `pollMs` and on `wake()`, never two at once: a wake during a pass runs one more after it.
 * A pass's failure is logged, and the next poll tries again.
 */
export function startPoller(options: {
  pollMs: number;
  pass: () => Promise<void>;
  log: Logger;
  failure: string;
}): Poller {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = options
      .pass()
      .catch((error) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = setInterval(run, options.pollMs);
  timer.unref();
  run();

  return {
    wake: run,
    async drain() {
      while (running) await running;
      await options.pass();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** A retry's delay: doubling from the base, with ±20 % jitter, capped at one hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}
