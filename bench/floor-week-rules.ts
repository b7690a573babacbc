// What the week endpoints' floor (floor-timesheets.ts) adds to a week since period locks,
// rejected days and the audit trail came: the week's closed days and what its rejected days
// offer (week.service.ts presentWeek), and the save's audit entry (timesheets/timesheet-audit.ts
// weekAudit), built by hand from what was read.
import type { Query } from './floor-db.ts';
import type { AuditChange } from './floor-audit.ts';
import { LOCKS_OVER, REJECTED_DAYS_REOPEN } from './floor-timesheets-sql.ts';

/** The parts of the contract's Timesheet the rules below read. */
interface DayView {
  date: string;
  hours: number;
  description: string;
  review: string | null;
  reviewComment: string | null;
  reviewedBy: unknown;
}
interface CardView {
  status: string;
  projectId: unknown;
  projectName: unknown;
  taskId: unknown;
  taskName: unknown;
  managerComments: unknown;
  data: Record<string, DayView>;
}
export interface TimesheetView {
  timesheetId: unknown;
  userId: unknown;
  userFullName: unknown;
  periodStart: string;
  status: string;
  version: unknown;
  submittedAt: string | null;
  submittedBy: unknown;
  resubmissionAllowed: unknown;
  resubmissionRequestedAt: string | null;
  totalHours: number;
  timeCards: CardView[];
}

/** findRejectedDaysReopen: the tenant's setting (on unless turned off). */
export async function rejectedDaysReopen(query: Query, tenantId: string) {
  const [row] = await query(REJECTED_DAYS_REOPEN, [tenantId]);
  return (row?.[0] as boolean | undefined) ?? true;
}

/** rejectedDaysAction: what the week's rejected days offer its associate, or null. */
export function rejectedDaysAction(timesheet: TimesheetView | null, reopen: boolean) {
  if (!timesheet?.submittedAt || timesheet.resubmissionAllowed) return null;
  const rejected = timesheet.timeCards.some((card) =>
    Object.values(card.data).some((day) => day.review === 'rejected'),
  );
  if (!rejected) return null;
  if (reopen) return 'fix';
  return timesheet.resubmissionRequestedAt ? 'asked' : 'ask';
}

const DAY_MS = 86_400_000;
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** findLocksOver for `from`–`to`: the locks in force sharing a day with it. */
export const locksOver = (query: Query, tenantId: string, from: string, to: string) =>
  query(LOCKS_OVER, [tenantId, from, to]);

/** weekClosedDays: each day of `from`–`to` under each lock over it (contract closedDaysOf). */
export async function closedDays(query: Query, tenantId: string, from: string, to: string) {
  const locks = await locksOver(query, tenantId, from, to);
  const days = [];
  for (let day = from; day <= to; day = nextDay(day))
    for (const [lockId, lockFrom, lockTo, clientId, reason] of locks)
      if ((lockFrom as string) <= day && day <= (lockTo as string))
        days.push({ day, clientId, lockId, from: lockFrom, to: lockTo, reason });
  return days;
}

/** timesheetFields: a timesheet as the trail keeps it (days with hours, a text or a decision). */
function timesheetFields(timesheet: TimesheetView | null) {
  if (!timesheet) return null;
  return {
    userId: timesheet.userId,
    userFullName: timesheet.userFullName,
    periodStart: timesheet.periodStart,
    status: timesheet.status,
    version: timesheet.version,
    submittedAt: timesheet.submittedAt,
    submittedBy: timesheet.submittedBy,
    resubmissionAllowed: timesheet.resubmissionAllowed,
    totalHours: timesheet.totalHours,
    timeCards: timesheet.timeCards.map((card) => {
      const days: Record<string, unknown> = {};
      for (const day of Object.values(card.data)) {
        if (day.hours <= 0 && !day.description && day.review === null) continue;
        const { hours, description, review, reviewComment, reviewedBy } = day;
        days[day.date] = { hours, description, review, reviewComment, reviewedBy };
      }
      return {
        projectId: card.projectId,
        projectName: card.projectName,
        taskId: card.taskId,
        taskName: card.taskName,
        status: card.status,
        managerComments: card.managerComments,
        days,
      };
    }),
  };
}

/** weekAudit: a week saved as a draft by the signed-in user, before and after as kept. */
export const weekAudit = (
  user: { id: string; name: string },
  before: TimesheetView | null,
  after: TimesheetView,
): AuditChange => ({
  actor: { type: 'user', id: user.id, name: user.name },
  action: 'save',
  entityType: 'timesheet',
  entityId: after.timesheetId as string,
  before: timesheetFields(before),
  after: timesheetFields(after),
});
