/** A task started by startRepeating. */
export interface Repeating {
  /** No further runs; resolves once a run in progress has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and every `everyMs`, never two at once: a tick while one is running is skipped.
 * A run that fails goes to `onError`, and the next tick runs again. The timer does not keep the
 * process alive.
 */
export function startRepeating(options: {
  everyMs: number;
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): Repeating {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
