import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { isWithinEmployment, weekDates, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { newRow, rowChoices, rowTotal, rowsFromWeek, type GridRow } from './week-rows.ts';

export interface CopiedWeek {
  rows: GridRow[];
  /** Rows of last week added to this one. */
  added: number;
  /** Rows already here, empty, that took last week's hours. */
  filled: number;
  /** Rows of last week whose project or task is no longer offered to the user. */
  skipped: number;
}

/**
 * "Copy last week" (as Harvest has): last week's project and task rows added to this week's
 * grid, each once; with `withHours`, their hours too, on the days this week is open (inside the
 * user's employment). A row already here keeps what it has, unless it is still empty and
 * hours are copied; a row whose project or task is no longer offered is left out and counted.
 * Descriptions are not copied: they tell what was done on one day.
 */
export function copyLastWeek(
  previous: Week,
  current: Week,
  rows: readonly GridRow[],
  withHours: boolean,
): CopiedWeek {
  const offered = new Map(rowChoices(current.options).map((choice) => [choice.key, choice]));
  const dates = weekDates(current.periodStart);
  const open = WEEK_DAYS.filter((day) => isWithinEmployment(dates[day], current.user));
  const next = [...rows];
  let added = 0;
  let filled = 0;
  let skipped = 0;
  for (const source of rowsFromWeek(previous)) {
    const choice = offered.get(source.key);
    if (!choice) {
      skipped += 1;
      continue;
    }
    const hours = (row: GridRow): GridRow => ({
      ...row,
      cells: Object.fromEntries(
        WEEK_DAYS.map((day) => [
          day,
          open.includes(day)
            ? { ...row.cells[day], hours: source.cells[day].hours }
            : row.cells[day],
        ]),
      ) as GridRow['cells'],
    });
    const at = next.findIndex((row) => row.key === source.key);
    if (at === -1) {
      next.push(withHours ? hours(newRow(choice)) : newRow(choice));
      added += 1;
    } else if (
      withHours &&
      rowTotal(next[at]!) === 0 &&
      [null, 'draft'].includes(next[at]!.status)
    ) {
      next[at] = hours(next[at]!);
      filled += 1;
    }
  }
  return { rows: next, added, filled, skipped };
}
