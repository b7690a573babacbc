/** Where services read the time: business time (trials, expiries, timestamps) comes from here. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test sets or advances it. */
export interface TestClock extends Clock {
  set(instant: Date | string | number): void;
  advance(milliseconds: number): void;
}

/** A controllable clock starting at `start` (default: the real now). */
export function createTestClock(start: Date | string | number = Date.now()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(instant) {
      current = new Date(instant).getTime();
    },
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}
