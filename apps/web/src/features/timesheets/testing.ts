import type { Timecard, Week } from '@tallysheet/contract/timesheets/timesheets';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';
import { ACME_WEBSITE } from '@/test/fixtures.ts';
import { cardDays, PERIOD_START, sampleTimesheet } from '@/test/timesheet-fixtures.ts';

/** Test data for the timesheet screens: the week of Sat Nov 21 – Fri Nov 27, 2026. */

export { PERIOD_START, sampleTimesheet };

export const sampleOptions = (): Week['options'] => [
  {
    ...ACME_WEBSITE,
    hasContacts: true,
    tasks: [
      { taskId: 'tsk-1a', taskName: 'Design', isDefault: false },
      { taskId: 'tsk-1d', taskName: 'General', isDefault: true },
    ],
  },
  {
    clientId: 'cli-2',
    clientName: 'Globex',
    projectId: 'prj-2',
    projectName: 'ERP Migration',
    hasContacts: false,
    tasks: [{ taskId: 'tsk-2d', taskName: 'General', isDefault: true }],
  },
];

export function sampleCard(
  change: Partial<Timecard> = {},
  hours: Partial<Record<WeekDay, number>> = {},
  periodStart = PERIOD_START,
): Timecard {
  return {
    status: 'draft',
    ...ACME_WEBSITE,
    taskId: 'tsk-1d',
    taskName: 'General',
    managerComments: '',
    totalHours: Object.values(hours).reduce((sum, value) => sum + (value ?? 0), 0),
    data: cardDays(hours, { periodStart }),
    ...change,
  };
}

export const sampleWeek = (change: Partial<Week> = {}): Week => ({
  timesheetId: 'acme#ann#20261121_20261127',
  periodStart: PERIOD_START,
  periodEnd: '2026-11-27',
  today: '2026-11-23',
  user: {
    userId: 'ann',
    displayName: 'Ann Example',
    startDate: null,
    endDate: null,
    timezone: 'UTC',
  },
  editable: true,
  rejectedDays: null,
  timesheet: null,
  options: sampleOptions(),
  closedDays: [],
  holidays: [],
  reopenedDays: [],
  ...change,
});

/** Monday 8 h approved and Tuesday 7.5 h rejected on one card; Wednesday 4 h pending on another. */
export function rejectedWeek(rejectedDays: Week['rejectedDays']): Week {
  const design = sampleCard({ status: 'rejected' }, { monday: 8, tuesday: 7.5 });
  design.data.monday.review = 'approved';
  design.data.tuesday = {
    ...design.data.tuesday,
    review: 'rejected',
    reviewComment: 'Tuesday was a holiday',
    reviewedBy: { kind: 'contact', name: 'Paula Approver', at: '2026-11-26T10:00:00Z' },
  };
  const other: Timecard = sampleCard(
    { status: 'pending', projectId: 'prj-2', projectName: 'ERP Migration', taskId: 'tsk-2d' },
    { wednesday: 4 },
  );
  return sampleWeek({
    editable: false,
    rejectedDays,
    timesheet: sampleTimesheet({
      status: 'rejected',
      submittedAt: '2026-11-25T10:00:00Z',
      totalHours: 19.5,
      timeCards: [design, other],
    }),
  });
}
