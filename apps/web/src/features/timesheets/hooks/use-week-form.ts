import { useMemo, useState } from 'react';
import type { WeekIssue } from '@tallysheet/contract/timesheets/rules';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';
import {
  dayTotals,
  formIssues,
  mapIssues,
  newRow,
  rowsFromWeek,
  saveBody,
  type Cell,
  type GridRow,
  type RowChoice,
} from './week-rows.ts';

const snapshot = (periodStart: string, rows: readonly GridRow[]) =>
  JSON.stringify([saveBody(periodStart, rows, false), rows.map((row) => row.cells)]);

/**
 * The week being edited: its rows, whether they differ from the saved week, the live rule
 * checks and the issues of the last save or submit attempt. A new `week` (a save's answer, a
 * reload) starts over from it.
 */
export function useWeekForm(week: Week) {
  const [source, setSource] = useState(week);
  const [rows, setRows] = useState(() => rowsFromWeek(week));
  const [baseline, setBaseline] = useState(() => snapshot(week.periodStart, rows));
  // Issues that only an attempt shows: the empty week on submit, and the server's answer.
  const [attemptIssues, setAttemptIssues] = useState<WeekIssue[]>([]);

  if (source !== week) {
    const next = rowsFromWeek(week);
    setSource(week);
    setRows(next);
    setBaseline(snapshot(week.periodStart, next));
    setAttemptIssues([]);
  }

  const edit = (change: (current: GridRow[]) => GridRow[]) => {
    setRows(change);
    setAttemptIssues([]);
  };

  const updateCell = (rowIndex: number, day: WeekDay, change: Partial<Cell>) =>
    edit((current) =>
      current.map((row, index) =>
        index === rowIndex
          ? { ...row, cells: { ...row.cells, [day]: { ...row.cells[day], ...change } } }
          : row,
      ),
    );

  const liveIssues = useMemo(() => formIssues(week, rows, false), [week, rows]);
  const issues = useMemo(() => {
    const seen = new Set(liveIssues.map((issue) => `${issue.path}\u0000${issue.message}`));
    return [
      ...liveIssues,
      ...attemptIssues.filter((issue) => !seen.has(`${issue.path}\u0000${issue.message}`)),
    ];
  }, [liveIssues, attemptIssues]);

  return {
    rows,
    dirty: snapshot(week.periodStart, rows) !== baseline,
    totals: useMemo(() => dayTotals(rows), [rows]),
    issues,
    issueMap: useMemo(() => mapIssues(issues), [issues]),
    setHours: (rowIndex: number, day: WeekDay, hours: number | null, text: string) =>
      updateCell(
        rowIndex,
        day,
        hours === null ? { invalidText: text } : { hours, invalidText: null },
      ),
    setDescription: (rowIndex: number, day: WeekDay, description: string) =>
      updateCell(rowIndex, day, { description }),
    addRow: (choice: RowChoice) => edit((current) => [...current, newRow(choice)]),
    /** The grid's rows all at once (Copy last week). */
    replaceRows: (next: GridRow[]) => edit(() => next),
    removeRow: (rowIndex: number) =>
      edit((current) => current.filter((_, index) => index !== rowIndex)),
    /** Checks the rows as a save or submit would; the issues stay until the next edit. */
    check(submitting: boolean): WeekIssue[] {
      const found = formIssues(week, rows, submitting);
      setAttemptIssues(found);
      return found;
    },
    showServerIssues: (found: WeekIssue[]) => setAttemptIssues(found),
    body: (submit: boolean) => saveBody(week.periodStart, rows, submit),
  };
}

export type WeekForm = ReturnType<typeof useWeekForm>;
