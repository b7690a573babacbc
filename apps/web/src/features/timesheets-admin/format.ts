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
