import type { WeekIssue } from '@tallysheet/contract/timesheets/rules';
import type { FixRejectedDays } from '@tallysheet/contract/timesheets/rejected-days';
import { WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import type { GridRow } from './week-rows.ts';

/** The rejected days of a row (the only ones that reopen). */
export const rejectedDaysOfRow = (row: GridRow): WeekDay[] =>
  WEEK_DAYS.filter((day) => row.reviews[day]?.review === 'rejected');

/** The form rows that have rejected days, with their index in the form. */
export const fixRowIndexes = (rows: readonly GridRow[]) =>
  rows.flatMap((row, index) => (rejectedDaysOfRow(row).length > 0 ? [index] : []));

/** PUT /submit-time/rejected-days: the rejected days only, as the form has them now. */
export function fixBody(periodStart: string, rows: readonly GridRow[]): FixRejectedDays {
  return {
    periodStart,
    timeCards: fixRowIndexes(rows).map((index) => {
      const row = rows[index]!;
      return {
        projectId: row.projectId,
        taskId: row.taskId,
        data: Object.fromEntries(
          rejectedDaysOfRow(row).map((day) => [
            day,
            { hours: row.cells[day].hours, description: row.cells[day].description },
          ]),
        ),
      };
    }),
  };
}

/** The server names rows of the fix's body: the same issues, naming the form's rows. */
export function formIssuesOfFix(rows: readonly GridRow[], issues: readonly WeekIssue[]) {
  const indexes = fixRowIndexes(rows);
  return issues.map((issue) => {
    const match = /^timeCards\.(\d+)\.(.*)$/.exec(issue.path);
    const index = match ? indexes[Number(match[1])] : undefined;
    return index === undefined ? issue : { ...issue, path: `timeCards.${index}.${match![2]}` };
  });
}
