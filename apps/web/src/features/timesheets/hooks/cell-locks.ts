import {
  closedDayOf,
  periodClosedMessage,
  sameCell,
} from '@tallysheet/contract/locks/period-locks';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, weekDates, type WeekDay } from '@tallysheet/contract/timesheets/week';
import type { GridRow } from './week-rows.ts';

/**
 * Why a cell of the week is read-only (issue 30 §1): its day is in a closed period (for every
 * client or the row's client), or it is approved and not reopened for resubmission.
 */
export type CellLock =
  | { kind: 'closed'; lockId: string; message: string }
  | { kind: 'approved'; lockId: 'approved'; message: string };

export const APPROVED_LOCKED = 'Approved days can no longer be changed';

export function cellLockOf(
  week: Pick<Week, 'closedDays' | 'reopenedDays'>,
  row: Pick<GridRow, 'clientId' | 'projectId' | 'taskId' | 'reviews'>,
  day: WeekDay,
  date: string,
): CellLock | null {
  const closed = closedDayOf(week.closedDays, date, row.clientId);
  if (closed)
    return { kind: 'closed', lockId: closed.lockId, message: periodClosedMessage(closed) };
  if (
    row.reviews[day]?.review === 'approved' &&
    !week.reopenedDays.some((open) => sameCell(open, { ...row, day: date }))
  )
    return { kind: 'approved', lockId: 'approved', message: APPROVED_LOCKED };
  return null;
}

/** True when a row holds a locked day with hours or a description: it cannot be removed. */
export function rowHasLockedEntry(
  week: Pick<Week, 'periodStart' | 'closedDays' | 'reopenedDays'>,
  row: GridRow,
) {
  const dates = weekDates(week.periodStart);
  return WEEK_DAYS.some(
    (day) =>
      (row.cells[day].hours > 0 || row.cells[day].description !== '') &&
      cellLockOf(week, row, day, dates[day]) !== null,
  );
}

/** The closed periods over the week, each once, in the order of their first day. */
export function closedPeriodsOf(week: Pick<Week, 'closedDays'>) {
  const seen = new Map<string, { lockId: string; message: string; clientId: string | null }>();
  for (const day of week.closedDays)
    if (!seen.has(day.lockId))
      seen.set(day.lockId, {
        lockId: day.lockId,
        message: periodClosedMessage(day),
        clientId: day.clientId,
      });
  return [...seen.values()];
}

/** True when a row has an approved day that is not reopened (read-only while the rest is open). */
export function hasApprovedLock(
  week: Pick<Week, 'periodStart' | 'closedDays' | 'reopenedDays'>,
  row: GridRow,
) {
  const dates = weekDates(week.periodStart);
  return WEEK_DAYS.some((day) => cellLockOf(week, row, day, dates[day])?.kind === 'approved');
}
