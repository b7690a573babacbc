import type { Timecard, TimecardDay, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { weekDates, WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';

/** Test data shared by the timesheet screens: the week of Sat Nov 21 – Fri Nov 27, 2026. */

export const PERIOD_START = '2026-11-21';

/**
 * A timecard's seven days from `periodStart` with these hours, undescribed and unreviewed unless
 * `day` says otherwise for a day (e.g. approve the worked ones).
 */
export function cardDays(
  hours: Partial<Record<WeekDay, number>>,
  {
    periodStart = PERIOD_START,
    day = () => ({}),
  }: { periodStart?: string; day?(weekDay: WeekDay, hours: number): Partial<TimecardDay> } = {},
): Timecard['data'] {
  const dates = weekDates(periodStart);
  return Object.fromEntries(
    WEEK_DAYS.map((weekDay) => [
      weekDay,
      {
        date: dates[weekDay],
        hours: hours[weekDay] ?? 0,
        description: '',
        review: null,
        reviewComment: null,
        reviewedBy: null,
        ...day(weekDay, hours[weekDay] ?? 0),
      },
    ]),
  ) as Timecard['data'];
}

/** Ann's draft timesheet of the week, no timecards yet. */
export const sampleTimesheet = (change: Partial<Timesheet> = {}): Timesheet => ({
  timesheetId: `acme#ann#20261121_20261127`,
  userId: 'ann',
  userFullName: 'Ann Example',
  periodStart: PERIOD_START,
  periodEnd: '2026-11-27',
  status: 'draft',
  submittedAt: null,
  submittedBy: null,
  resubmissionAllowed: false,
  resubmissionRequestedAt: null,
  supplierId: null,
  supplierName: null,
  version: 1,
  totalHours: 0,
  updatedAt: '2026-11-23T10:00:00Z',
  timeCards: [],
  versions: [],
  ...change,
});
