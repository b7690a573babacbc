import { z } from 'zod';
import { checkRange, dayParamSchema } from '../common/date-range.ts';
import { PageSchema, PageSizeSchema } from '../common/lists.ts';
import { addDays, formatDay } from '../timesheets/week.ts';

/**
 * Period close and locks (issue 30 §1). An administrator closes a range of days, for everyone
 * or for one client's projects: every day in it becomes read-only whatever its status, until the
 * period is reopened with a reason. Apart from that, an approved day is locked by its approval.
 * The 409 answers carry `code` so that screens and API users can tell them apart.
 */

export const LOCK_CODES = { periodClosed: 'PERIOD_CLOSED', dayApproved: 'DAY_APPROVED' } as const;

export const MAX_LOCK_REASON = 500;
/** The longest period one close covers: ten years is more than any books stay open. */
export const MAX_LOCK_DAYS = 3660;

export const PERIOD_LOCK_MESSAGES = {
  title: 'Period Locks',
  empty: 'No closed periods',
  loadError: 'Error loading period locks',
  close: 'Close a period',
  reopen: 'Reopen',
  closed: 'Period closed',
  reopened: 'Period reopened',
  closeError: 'Error closing the period',
  reopenError: 'Error reopening the period',
  reasonRequired: 'Give a reason',
  reasonTooLong: `At most ${MAX_LOCK_REASON} characters`,
  tooLong: 'A period covers at most ten years',
  allClients: 'All clients',
  clientNotFound: 'Client not found',
  lockNotFound: 'Period lock not found',
  daysRequired: 'Pick the approved days to reopen',
  dayNotApproved: 'Only approved days of this timesheet can be reopened',
} as const;

const reasonSchema = z
  .string({ error: PERIOD_LOCK_MESSAGES.reasonRequired })
  .trim()
  .min(1, PERIOD_LOCK_MESSAGES.reasonRequired)
  .max(MAX_LOCK_REASON, PERIOD_LOCK_MESSAGES.reasonTooLong);

/** How many days `from`–`to` covers, both ends included. */
const spanOf = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** POST /admin/period-locks. */
export const ClosePeriodSchema = z
  .object({
    from: dayParamSchema('from'),
    to: dayParamSchema('to'),
    clientId: z.string().trim().min(1).max(200).nullish(),
    reason: reasonSchema,
  })
  .superRefine((value, ctx) => {
    if (!checkRange(value, ctx)) return;
    if (spanOf(value.from, value.to) > MAX_LOCK_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_LOCK_MESSAGES.tooLong });
  });
export type ClosePeriod = z.input<typeof ClosePeriodSchema>;
export type ClosePeriodParsed = z.output<typeof ClosePeriodSchema>;

/** DELETE /admin/period-locks/{id}: reopening needs a reason. */
export const ReopenPeriodSchema = z.object({ reason: reasonSchema });
export type ReopenPeriod = z.infer<typeof ReopenPeriodSchema>;

export const PeriodLockSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  /** Null: the period is closed for every client. */
  clientId: z.string().nullable(),
  reason: z.string(),
  /** Who closed it (their display name). */
  closedBy: z.string(),
  closedAt: z.string(),
  /** Extension for the screen: the client's name, null for every client. */
  clientName: z.string().nullable(),
});
export type PeriodLock = z.infer<typeof PeriodLockSchema>;

export const PeriodLockListQuerySchema = z.object({ page: PageSchema, pageSize: PageSizeSchema });
export type PeriodLockListQuery = z.infer<typeof PeriodLockListQuerySchema>;

/** GET /admin/period-locks: the periods closed now, latest period first. */
export const PeriodLockListSchema = z.object({
  periodLocks: z.array(PeriodLockSchema),
  count: z.number().int(),
});
export type PeriodLockList = z.infer<typeof PeriodLockListSchema>;

export const PeriodLockIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

// ---- the range logic, one rule for the server's checks and the week grid ----

/** What a check needs of a lock. */
export interface LockRange {
  id: string;
  from: string;
  to: string;
  clientId: string | null;
  reason: string;
}

/** True when the lock closes `day` for a timecard of `clientId` (both ends of the range included). */
export const lockCovers = (lock: LockRange, day: string, clientId: string) =>
  lock.from <= day && day <= lock.to && (lock.clientId === null || lock.clientId === clientId);

/** The first lock (earliest start) that closes the day for the client, if any. */
export function lockOf<T extends LockRange>(locks: T[], day: string, clientId: string) {
  return [...locks]
    .sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id))
    .find((lock) => lockCovers(lock, day, clientId));
}

/** True when the lock's range and `from`–`to` share a day. */
export const lockOverlaps = (lock: { from: string; to: string }, from: string, to: string) =>
  lock.from <= to && from <= lock.to;

/** The 409's message, naming the period: `Nov 01, 2026 – Nov 30, 2026 is closed: <reason>`. */
export const periodClosedMessage = (lock: { from: string; to: string; reason: string }) =>
  `${formatDay(lock.from)} – ${formatDay(lock.to)} is closed: ${lock.reason}`;

/** The DAY_APPROVED 409's message, naming the day. */
export const dayApprovedMessage = (day: string) =>
  `${formatDay(day)} is approved and can no longer be changed`;

/** A closed day of a week as GET /submit-time/week answers it (one per day and lock). */
export const ClosedDaySchema = z.object({
  day: z.string(),
  /** Null: closed for every client; else only the rows of that client's projects. */
  clientId: z.string().nullable(),
  lockId: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
});
export type ClosedDay = z.infer<typeof ClosedDaySchema>;

/** The days of `from`–`to` each lock closes, in day order. */
export function closedDaysOf(locks: LockRange[], from: string, to: string): ClosedDay[] {
  const days: ClosedDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    for (const lock of locks)
      if (lock.from <= day && day <= lock.to)
        days.push({
          day,
          clientId: lock.clientId,
          lockId: lock.id,
          from: lock.from,
          to: lock.to,
          reason: lock.reason,
        });
  return days;
}

/** The closed day that covers a grid cell (a row of `clientId`, on `day`), if any. */
export const closedDayOf = (closed: ClosedDay[], day: string, clientId: string) =>
  closed.find(
    (entry) => entry.day === day && (entry.clientId === null || entry.clientId === clientId),
  );

/** An approved day an administrator reopened for resubmission (issue 30 §1). */
export const ReopenedDaySchema = z.object({
  projectId: z.string().trim().min(1).max(200),
  taskId: z.string().trim().min(1).max(200),
  day: dayParamSchema('day'),
});
export type ReopenedDay = z.infer<typeof ReopenedDaySchema>;

export const sameCell = (
  a: { projectId: string; taskId: string; day: string },
  b: { projectId: string; taskId: string; day: string },
) => a.projectId === b.projectId && a.taskId === b.taskId && a.day === b.day;
