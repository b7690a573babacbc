import type { ReportInterval } from '@tallysheet/contract/reporting/periods';
import { formatDay, weekLabel } from '@tallysheet/contract/timesheets/week';

/**
 * An interval's short label for axes and columns: `Nov 21` (a day or a week's Saturday),
 * `Nov 2026`, or on a phone's axis `Nov '26`.
 */
export function bucketLabel(start: string, interval: ReportInterval, compact = false): string {
  const day = formatDay(start); // 'Nov 21, 2026'
  if (interval !== 'month') return day.slice(0, 6);
  return compact ? `${day.slice(0, 3)} '${day.slice(-2)}` : `${day.slice(0, 3)} ${day.slice(-4)}`;
}

/** An interval in full, for screen readers and tooltips: `Sat, Nov 21 – Fri, Nov 27, 2026`. */
export function bucketTitle(start: string, interval: ReportInterval): string {
  if (interval === 'week') return weekLabel(start);
  const day = formatDay(start);
  return interval === 'month' ? `${day.slice(0, 3)} ${day.slice(-4)}` : day;
}
