import type { TimesheetRow } from '@tallysheet/contract/timesheets/admin';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';

const ORDER = ['approved', 'pending', 'rejected', 'draft'] as const;

/** How many timecards are in each status, e.g. "2 approved · 1 pending"; blank when none. */
export function statusSummary(counts: TimesheetRow['statusCounts']): string {
  return ORDER.filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${status}`)
    .join(' · ');
}

/** "7.5 h", "0 h" */
export const hoursText = (hours: number) => `${formatHours(hours) || '0'} h`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A week in few characters, for narrow screens: "Nov 14 – 20, 2026", "Oct 31 – Nov 06, 2026". */
export function shortWeekLabel(periodStart: string, periodEnd: string): string {
  const [startYear, startMonth, startDay] = periodStart.split('-').map(Number) as number[];
  const [endYear, endMonth, endDay] = periodEnd.split('-').map(Number) as number[];
  const day = (n: number | undefined) => String(n).padStart(2, '0');
  const start = `${MONTHS[startMonth! - 1]} ${day(startDay)}`;
  if (startYear !== endYear)
    return `${start}, ${startYear} – ${MONTHS[endMonth! - 1]} ${day(endDay)}, ${endYear}`;
  const end = startMonth === endMonth ? day(endDay) : `${MONTHS[endMonth! - 1]} ${day(endDay)}`;
  return `${start} – ${end}, ${endYear}`;
}
