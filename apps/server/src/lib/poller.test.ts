import { describe, expect, it } from 'vitest';
import { retryDelayMs, startPoller } from './poller.ts';

const quietLog = { error() {} } as never;

describe('startPoller', () => {
  it('never runs two passes at once: a wake during a pass runs exactly one more after it', async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const poller = startPoller({
      pollMs: 60_000,
      log: quietLog,
      failure: 'failed',
      pass: async () => {
        active += 1;
        most = Math.max(most, active);
        passes += 1;
        if (passes === 1) await gate;
        active -= 1;
      },
    });
    poller.wake();
    poller.wake();
    release();
    await poller.drain();
    await poller.stop();
    expect(most).toBe(1);
    // The first pass, the one the two wakes asked for, and drain's own.
    expect(passes).toBe(3);
  });

  it('logs a failed pass and runs again when woken; after stop nothing runs', async () => {
    const errors: string[] = [];
    let passes = 0;
    const poller = startPoller({
      pollMs: 60_000,
      log: { error: (_: unknown, message: string) => errors.push(message) } as never,
      failure: 'worker failed',
      pass: async () => {
        passes += 1;
        if (passes === 1) throw new Error('boom');
      },
    });
    await poller.drain();
    expect(errors).toEqual(['worker failed']);
    await poller.stop();
    poller.wake();
    expect(passes).toBe(2);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base within ±20 %, and never waits more than 1 h 12 min', () => {
    for (const [attempt, base] of [
      [1, 30_000],
      [3, 30_000],
    ] as const) {
      const delay = retryDelayMs(attempt, base);
      const exact = base * 2 ** (attempt - 1);
      expect(delay).toBeGreaterThanOrEqual(exact * 0.8);
      expect(delay).toBeLessThanOrEqual(exact * 1.2);
    }
    expect(retryDelayMs(30, 30_000)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });
});
