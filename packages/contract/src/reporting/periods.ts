import { addDays, weekStartOf } from '../timesheets/week.ts';

/**
 * The report's calendar (A§9): intervals, Saturday-based weeks and period presets, computed
 * on calendar days `YYYY-MM-DD` so that no time zone or daylight-saving change moves a day.
 */

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
export const REPORT_INTERVAL_LABELS: Record<ReportInterval, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

/** The first day of the month of `day`. */
const monthStartOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` after the month of `day`. */
function addMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}

/** The start of the interval holding `day`: the day, its Saturday (A§9), or its month's first. */
export function bucketStartOf(day: string, interval: ReportInterval): string {
  if (interval === 'day') return day;
  if (interval === 'week') return weekStartOf(day);
  return monthStartOf(day);
}

/** The interval after the one starting `start`. */
export function nextBucket(start: string, interval: ReportInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  return addMonths(start, 1);
}

/** The last day of the interval starting `start`. */
export const bucketEndOf = (start: string, interval: ReportInterval) =>
  addDays(nextBucket(start, interval), -1);

/**
 * The days of the interval starting `start` that lie inside the period from–to: a week or month
 * the period cuts (the Saturday before a period that starts on a Sunday, say) covers fewer days.
 */
export function bucketSpan(
  start: string,
  interval: ReportInterval,
  period: { from: string; to: string },
): { first: string; last: string; cut: boolean } {
  const end = bucketEndOf(start, interval);
  const first = start < period.from ? period.from : start;
  const last = end > period.to ? period.to : end;
  return { first, last, cut: first !== start || last !== end };
}

/** The starts of the intervals that meet from–to (both inclusive), in order. */
export function bucketsBetween(from: string, to: string, interval: ReportInterval): string[] {
  const starts: string[] = [];
  for (let start = bucketStartOf(from, interval); start <= to; start = nextBucket(start, interval))
    starts.push(start);
  return starts;
}

export const PERIOD_PRESETS = [
  'this-week',
  'last-week',
  'this-month',
  'last-month',
  'this-quarter',
  'year-to-date',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_PRESET_LABELS: Record<PeriodPreset | 'custom', string> = {
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'year-to-date': 'Year to date',
  custom: 'Custom range',
};

/** A preset's days for `today` (the tenant's): weeks Saturday to Friday, whole months and quarters. */
export function presetRange(preset: PeriodPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'this-week': {
      const from = weekStartOf(today);
      return { from, to: addDays(from, 6) };
    }
    case 'last-week': {
      const from = addDays(weekStartOf(today), -7);
      return { from, to: addDays(from, 6) };
    }
    case 'this-month':
      return { from: monthStartOf(today), to: addDays(addMonths(today, 1), -1) };
    case 'last-month': {
      const from = addMonths(today, -1);
      return { from, to: addDays(monthStartOf(today), -1) };
    }
    case 'this-quarter': {
      const month = Number(today.slice(5, 7)) - 1;
      const from = addMonths(`${today.slice(0, 4)}-01-01`, month - (month % 3));
      return { from, to: addDays(addMonths(from, 3), -1) };
    }
    case 'year-to-date':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}
