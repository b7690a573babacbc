import type { ApprovalView, TimecardDay } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, weekDates, type WeekDay } from '@tallysheet/contract/timesheets/week';

const PERIOD_START = '2026-03-07';

/** A day of the sample week: no hours and no decision unless given. */
const day = (date: string, change: Partial<TimecardDay> = {}): TimecardDay => ({
  date,
  hours: 0,
  description: '',
  review: null,
  reviewComment: null,
  reviewedBy: null,
  ...change,
});

/**
 * What the approval link shows: Jane Doe's week of Mar 07, 2026 on Acme Corp's Website
 * Redesign, Development: 8 h Monday, 7.5 h Tuesday, 6 h Wednesday, each `days` entry
 * changing or adding a day.
 */
export function sampleApprovalView(
  days: Partial<Record<WeekDay, Partial<TimecardDay>>> = {},
  change: Partial<ApprovalView> = {},
): ApprovalView {
  const dates = weekDates(PERIOD_START);
  const worked: Partial<Record<WeekDay, Partial<TimecardDay>>> = {
    monday: { hours: 8, description: 'Checkout page' },
    tuesday: { hours: 7.5, description: 'Payment provider' },
    wednesday: { hours: 6, description: 'Bug fixes' },
    ...days,
  };
  const data = Object.fromEntries(
    WEEK_DAYS.map((name) => [name, day(dates[name], worked[name])]),
  ) as Record<WeekDay, TimecardDay>;
  const totalHours = WEEK_DAYS.reduce((sum, name) => sum + data[name].hours, 0);
  return {
    companyName: 'Northwind Staffing',
    contactName: 'Dana Reyes',
    userFullName: 'Jane Doe',
    periodStart: PERIOD_START,
    periodEnd: dates.friday,
    submittedAt: '2026-03-13T17:00:00Z',
    clientName: 'Acme Corp',
    projectName: 'Website Redesign',
    timeCards: [
      {
        status: 'pending',
        clientId: 'cli-1',
        clientName: 'Acme Corp',
        projectId: 'prj-1',
        projectName: 'Website Redesign',
        taskId: 'tsk-1',
        taskName: 'Development',
        managerComments: '',
        totalHours,
        data,
      },
    ],
    totalHours,
    decided: false,
    expiresAt: '2026-04-10T17:00:00Z',
    ...change,
  };
}
