import { addDays } from '../timesheets/week.ts';

/**
 * Business time for reminders and escalations (issue 29 §2): business days are Monday to
 * Friday in the tenant's time zone, and the schedule's times are that zone's wall-clock times.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, found);
  }
  return found;
}

/** An instant as the zone's wall clock: its calendar day and the minutes since that midnight. */
export interface WallTime {
  day: string;
  minutes: number;
}

export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts = format(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The zone's offset from UTC at `ms`, in milliseconds (seconds dropped). */
function offsetAt(ms: number, timeZone: string): number {
  const { day, minutes } = wallTime(new Date(ms), timeZone);
  const asUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  return asUtc - (ms - (((ms % 60_000) + 60_000) % 60_000));
}

/**
 * The instant the zone's wall clock reads `day` at `minutes` past midnight. A time skipped by a
 * daylight-saving change reads as the instant after the gap; a repeated one as its first.
 */
export function instantAt(day: string, minutes: number, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  const reads = (ms: number) => {
    const wall = wallTime(new Date(ms), timeZone);
    return wall.day === day && wall.minutes === minutes;
  };
  const matching = [first, second].filter(reads);
  return new Date(matching.length ? Math.min(...matching) : Math.max(first, second));
}

/** `HH:MM` as minutes since midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Sunday 0 … Saturday 6 of a calendar day. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Monday to Friday. */
export const isBusinessDay = (day: string) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5;

/** The business day `count` business days after `day` (0: `day` itself if it is one, else the next). */
export function addBusinessDaysToDay(day: string, count: number): string {
  let current = day;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/**
 * When something that began at `since` is `count` business days old: the same wall-clock time
 * `count` business days later in the zone; a start on a weekend counts from Monday 00:00.
 * Submitted Friday 16:00, two business days is Tuesday 16:00; on Saturday, Tuesday 00:00.
 */
export function addBusinessDays(since: Date, count: number, timeZone: string): Date {
  const start = wallTime(since, timeZone);
  const minutes = isBusinessDay(start.day) ? start.minutes : 0;
  return instantAt(addBusinessDaysToDay(start.day, count), minutes, timeZone);
}

/** True when `count` business days have passed since `since` at `now`. */
export const businessDaysPassed = (since: Date, count: number, now: Date, timeZone: string) =>
  addBusinessDays(since, count, timeZone).getTime() <= now.getTime();
