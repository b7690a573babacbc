import {
  minutesToHours,
  WEEK_DAYS,
  weekDates,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import { timecardStatus, type TimecardStatus } from '@tallysheet/contract/timesheets/rules';
import type { Timecard, TimecardDay, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import type { DayRow, TimecardRow, TimesheetRow } from './timesheets.repository.ts';
import type { VersionRow } from './versions.repository.ts';
import { presentCorrection } from './corrections.presenter.ts';

export interface LoadedTimesheet {
  row: TimesheetRow;
  cards: TimecardRow[];
  days: DayRow[];
  versions: VersionRow[];
}

const dayKey = (projectId: string, taskId: string, day: string) =>
  `${projectId}\u0000${taskId}\u0000${day}`;

/** A timecard as the spec's Timecard (A§3): the seven days with their decisions, its status. */
export function presentTimecard(
  card: TimecardRow,
  periodStart: string,
  days: Map<string, DayRow>,
  submitted: boolean,
): Timecard {
  const dates = weekDates(periodStart);
  const data = {} as Record<WeekDay, TimecardDay>;
  let minutes = 0;
  for (const name of WEEK_DAYS) {
    const row = days.get(dayKey(card.projectId, card.taskId, dates[name]));
    minutes += row?.minutes ?? 0;
    data[name] = {
      date: dates[name],
      hours: minutesToHours(row?.minutes ?? 0),
      description: row?.description ?? '',
      review: row?.review ?? null,
      reviewComment: row?.reviewComment ?? null,
      reviewedBy:
        row?.reviewerKind && row.reviewerName && row.reviewedAt
          ? {
              kind: row.reviewerKind,
              name: row.reviewerName,
              at: row.reviewedAt.toISOString(),
              ...(row.reviewerOnBehalfOf && { onBehalfOf: row.reviewerOnBehalfOf }),
            }
          : null,
      ...(row?.correction && { correction: presentCorrection(row.correction) }),
    };
  }
  const reviews = WEEK_DAYS.map((name) => ({
    minutes: Math.round(data[name].hours * 60),
    review: data[name].review,
  }));
  return {
    status: timecardStatus(submitted, reviews),
    clientId: card.clientId,
    clientName: card.clientName,
    projectId: card.projectId,
    projectName: card.projectName,
    taskId: card.taskId,
    taskName: card.taskName,
    managerComments: card.managerComments,
    totalHours: minutesToHours(minutes),
    data,
  };
}

/** The timesheet's status from its timecards: the worst one wins (rejected, pending, approved). */
export function timesheetStatus(submitted: boolean, cards: Timecard[]): TimecardStatus {
  if (!submitted) return 'draft';
  if (cards.some((card) => card.status === 'rejected')) return 'rejected';
  if (cards.length > 0 && cards.every((card) => card.status === 'approved')) return 'approved';
  return 'pending';
}

export const indexDays = (days: DayRow[]) =>
  new Map(days.map((day) => [dayKey(day.projectId, day.taskId, day.day), day]));

/** A timesheet as the spec's Timesheet (A§3), with its status and earlier submissions. */
export function presentTimesheet({ row, cards, days, versions }: LoadedTimesheet): Timesheet {
  const submitted = row.submittedAt !== null;
  const byDay = indexDays(days);
  const timeCards = cards.map((card) => presentTimecard(card, row.periodStart, byDay, submitted));
  return {
    timesheetId: row.timesheetId,
    userId: row.userId,
    userFullName: row.userFullName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: timesheetStatus(submitted, timeCards),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    submittedBy: row.submittedBy,
    resubmissionAllowed: row.resubmissionAllowed,
    resubmissionRequestedAt: row.resubmissionRequestedAt?.toISOString() ?? null,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    version: row.version,
    totalHours: timeCards.reduce((sum, card) => sum + card.totalHours, 0),
    updatedAt: row.updatedAt.toISOString(),
    timeCards,
    versions: versions.map((version) => ({
      version: version.version,
      submittedAt: version.submittedAt.toISOString(),
      submittedBy: version.submittedBy,
      timeCards: version.timeCards,
    })),
  };
}
