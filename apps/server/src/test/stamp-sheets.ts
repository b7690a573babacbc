import type { Correction } from '@tallysheet/contract/timesheets/corrections';
import type { Reviewer, Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, weekDates, type WeekDay } from '@tallysheet/contract/timesheets/week';

// Timesheets as the approval stamp reads them, for its unit tests: Ava's week of Nov 21, 2026.

const dates = weekDates('2026-11-21');

/** A worked day: its hours, who approved it (none: undecided), its description and correction. */
export interface StampDay {
  hours: number;
  by?: Reviewer | null;
  description?: string;
  correction?: Correction;
}

/** A Design timecard of `projectId` with the given days worked ("Work on monday" unless said). */
export function stampCard(
  projectId: string,
  days: Partial<Record<WeekDay, StampDay>>,
  status: Timecard['status'] = 'approved',
): Timecard {
  const data = Object.fromEntries(
    WEEK_DAYS.map((name) => {
      const day = days[name];
      return [
        name,
        {
          date: dates[name],
          hours: day?.hours ?? 0,
          description: day ? (day.description ?? `Work on ${name}`) : '',
          review: day?.by ? 'approved' : null,
          reviewComment: null,
          reviewedBy: day?.by ?? null,
          ...(day?.correction && { correction: day.correction }),
        },
      ];
    }),
  ) as Timecard['data'];
  const totalHours = Object.values(days).reduce((sum, day) => sum + day.hours, 0);
  return {
    status,
    clientId: 'c',
    clientName: 'Northwind',
    projectId,
    projectName: projectId,
    taskId: 'task',
    taskName: 'Design',
    managerComments: '',
    totalHours,
    data,
  };
}

/** Ava's approved timesheet with these timecards. */
export function stampSheet(timeCards: Timecard[], version = 1): Timesheet {
  return {
    timesheetId: 't1#ava#20261121_20261127',
    userId: 'ava',
    userFullName: 'Ava Associate',
    periodStart: '2026-11-21',
    periodEnd: '2026-11-27',
    status: 'approved',
    submittedAt: '2026-11-25T10:00:00.000Z',
    submittedBy: 'Ava Associate',
    resubmissionAllowed: false,
    resubmissionRequestedAt: null,
    supplierId: null,
    supplierName: null,
    version,
    totalHours: timeCards.reduce((sum, c) => sum + c.totalHours, 0),
    updatedAt: '2026-11-25T13:00:00.000Z',
    timeCards,
    versions: [],
  };
}
