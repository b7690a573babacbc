import { lockOf, sameCell, type ReopenedDay } from '@tallysheet/contract/locks/period-locks';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import {
  hoursToMinutes,
  WEEK_DAYS,
  weekDates,
  weekEndOf,
} from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import { findLocksOver } from './locks.repository.ts';
import { dayApprovedError, periodClosedError } from './locks.service.ts';

/** A cell of the week grid: one row (project and task) on one day. */
export interface Cell {
  projectId: string;
  taskId: string;
  day: string;
}
type Entry = Cell & { clientId: string; minutes: number; description: string };

const keyOf = (cell: Cell) => `${cell.projectId}\u0000${cell.taskId}\u0000${cell.day}`;

/** The stored timesheet's worked or described days, with their client and decision. */
function storedEntries(timesheet: Timesheet | null) {
  if (!timesheet) return [];
  const dates = weekDates(timesheet.periodStart);
  return timesheet.timeCards.flatMap((card) =>
    WEEK_DAYS.flatMap((name) => {
      const data = card.data[name];
      const minutes = hoursToMinutes(data.hours) ?? 0;
      if (minutes === 0 && !data.description) return [];
      return [
        {
          projectId: card.projectId,
          taskId: card.taskId,
          clientId: card.clientId,
          day: dates[name],
          minutes,
          description: data.description,
          approved: data.review === 'approved',
        },
      ];
    }),
  );
}

/**
 * Checks a week save against the locks (issue 30 §1) and names the stored days to keep as they
 * are. A day in a closed period, or approved and not reopened, is locked: the save must leave
 * its hours and description as stored (else PERIOD_CLOSED, then DAY_APPROVED), and a submit
 * must not send a closed draft day for approval. Locked days keep their row, decision included,
 * through the save.
 */
export async function guardWeekSave(
  tx: Tx,
  params: {
    tenantId: string;
    periodStart: string;
    /** The timesheet as stored, read only when a lock or an approval can be at stake. */
    stored: () => Promise<Timesheet | null>;
    submitted: boolean;
    submitting: boolean;
    reopenedDays: ReopenedDay[];
    cards: {
      projectId: string;
      taskId: string;
      clientId: string;
      days: Omit<Entry, 'projectId' | 'taskId' | 'clientId'>[];
    }[];
  },
): Promise<Cell[]> {
  const locks = await findLocksOver(tx, {
    tenantId: params.tenantId,
    from: params.periodStart,
    to: weekEndOf(params.periodStart),
  });
  // A draft has no decisions: without a lock over the week nothing is locked.
  if (locks.length === 0 && !params.submitted) return [];
  const stored = storedEntries(await params.stored());

  const input = new Map<string, Entry>();
  for (const card of params.cards)
    for (const day of card.days) input.set(keyOf({ ...card, day: day.day }), { ...card, ...day });
  const storedByKey = new Map(stored.map((entry) => [keyOf(entry), entry]));
  const keys = new Set([...input.keys(), ...storedByKey.keys()]);

  const kept: Cell[] = [];
  let approvedChange: string | undefined;
  for (const key of keys) {
    const before = storedByKey.get(key);
    const after = input.get(key);
    const cell = (before ?? after)!;
    const lock = lockOf(locks, cell.day, cell.clientId);
    const approved =
      before?.approved === true && !params.reopenedDays.some((day) => sameCell(day, cell));
    if (!lock && !approved) continue;
    const same = before?.minutes === after?.minutes && before?.description === after?.description;
    if (lock && !same) throw periodClosedError(lock);
    if (lock && before && params.submitting && !params.submitted) throw periodClosedError(lock);
    if (!same) approvedChange ??= cell.day;
    else if (before) kept.push(cell);
  }
  if (approvedChange) throw dayApprovedError(approvedChange);
  return kept;
}

export { keyOf as cellKey };
