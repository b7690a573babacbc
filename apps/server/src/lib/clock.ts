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

/** A clock that can be moved at runtime (the local stage's dev clock, or a test clock). */
export interface MovableClock extends Clock {
  set(instant: Date | string | number): void;
}

/** True when the clock can be moved (see MovableClock). */
export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).set === 'function';

/**
 * The machine's clock plus an offset that `set` moves: the local stage's clock, so that a demo
 * or an outside check can jump ahead (POST /util/dev-clock) while time keeps running.
 */
export function createOffsetClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(instant) {
      offset = new Date(instant).getTime() - Date.now();
    },
  };
}
