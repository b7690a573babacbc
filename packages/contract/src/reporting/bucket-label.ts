import { bucketSpan, type ReportInterval } from './periods.ts';

/**
 * How a report names its intervals, the same on screen and in the exports. Weeks run Saturday to
 * Friday (A§9), so a period such as "This month" often starts inside a week: such a cut interval is
 * named by the days of it the period covers ("Nov 1 – 6"), never by a day outside the period.
 * Computed on calendar days `YYYY-MM-DD`, so no time zone moves a label.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Period {
  from: string;
  to: string;
}

const parts = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    year: date.getUTCFullYear(),
    month: MONTHS[date.getUTCMonth()]!,
    date: date.getUTCDate(),
    weekday: WEEKDAYS[date.getUTCDay()]!,
  };
};

/** `Nov 1 – 6`, or `Oct 29 – Nov 2` across a month's end; compact (a phone's axis): `Nov 1–6`. */
function dayRange(first: string, last: string, compact: boolean): string {
  const a = parts(first);
  const b = parts(last);
  const dash = compact ? '–' : ' – ';
  if (first === last) return `${a.month} ${a.date}`;
  return a.month === b.month
    ? `${a.month} ${a.date}${dash}${b.date}`
    : `${a.month} ${a.date}${dash}${b.month} ${b.date}`;
}

/**
 * An interval's short label for axes and columns: `Nov 7` (a day, or a week by its Saturday),
 * `Nov 2026` (a month; on a phone's axis `Nov '26`), or the covered days of a cut one.
 */
export function bucketLabel(
  start: string,
  interval: ReportInterval,
  period: Period,
  compact = false,
): string {
  const span = bucketSpan(start, interval, period);
  if (span.cut && interval !== 'day') return dayRange(span.first, span.last, compact);
  const { month, date, year } = parts(start);
  if (interval !== 'month') return `${month} ${date}`;
  return compact ? `${month} '${String(year).slice(-2)}` : `${month} ${year}`;
}

/** `Sat, Nov 07`: a day as the week's own label writes it (zero-padded). */
const dayInFull = (day: ReturnType<typeof parts>) =>
  `${day.weekday}, ${day.month} ${String(day.date).padStart(2, '0')}`;

/**
 * An interval in full, for screen readers and tooltips, written as the week's label is elsewhere:
 * `Sat, Nov 21 – Fri, Nov 27, 2026`, or the covered days of a cut one.
 */
export function bucketTitle(start: string, interval: ReportInterval, period: Period): string {
  const span = bucketSpan(start, interval, period);
  const a = parts(span.first);
  const b = parts(span.last);
  if (interval === 'month' && !span.cut) return `${a.month} ${a.year}`;
  if (span.first === span.last) return `${dayInFull(a)}, ${a.year}`;
  const yearOfFirst = a.year === b.year ? '' : `, ${a.year}`;
  return `${dayInFull(a)}${yearOfFirst} – ${dayInFull(b)}, ${b.year}`;
}

/** A column's heading in the CSV and XLSX files: the interval's first day, or the days of a cut one. */
export function bucketExportHeading(
  start: string,
  interval: ReportInterval,
  period: Period,
): { date: string } | string {
  const span = bucketSpan(start, interval, period);
  return span.cut ? `${span.first} – ${span.last}` : { date: start };
}
