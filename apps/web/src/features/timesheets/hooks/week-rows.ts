import type { DayReview, TimecardStatus, WeekIssue } from '@tallysheet/contract/timesheets/rules';
import { weekIssues } from '@tallysheet/contract/timesheets/rules';
import type {
  Reviewer,
  SaveWeek,
  Week,
  WeekOption,
} from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { TIMESHEET_TEXT } from '../messages.ts';

/** One cell: the committed hours, the typed text when it is not a duration, the description. */
export interface Cell {
  hours: number;
  /** What the user typed when it did not parse: kept on screen with an error. */
  invalidText: string | null;
  description: string;
}

export interface CellReview {
  review: DayReview;
  reviewComment: string | null;
  reviewedBy: Reviewer | null;
}

/** A project's task as a row names it: its key, and the client, project and task. */
interface RowTask {
  key: string;
  clientId: string;
  clientName: string;
  projectId: string;
  projectName: string;
  taskId: string;
  taskName: string;
}

/** One row of the grid: a project's task, its status once saved, and its seven cells. */
export interface GridRow extends RowTask {
  /** From the week's options; null when the project is no longer offered. */
  hasContacts: boolean | null;
  status: TimecardStatus | null;
  managerComments: string;
  cells: Record<WeekDay, Cell>;
  reviews: Record<WeekDay, CellReview | null>;
}

/** A project and task the user can add. */
export interface RowChoice extends RowTask {
  isDefault: boolean;
  hasContacts: boolean;
}

export const rowKey = (projectId: string, taskId: string) => `${projectId}\u0000${taskId}`;

/** A row's names, the key made of its project and task. */
const rowTask = (of: Omit<RowTask, 'key'>): RowTask => ({
  key: rowKey(of.projectId, of.taskId),
  clientId: of.clientId,
  clientName: of.clientName,
  projectId: of.projectId,
  projectName: of.projectName,
  taskId: of.taskId,
  taskName: of.taskName,
});

const byDay = <T>(make: (day: WeekDay) => T) =>
  Object.fromEntries(WEEK_DAYS.map((day) => [day, make(day)])) as Record<WeekDay, T>;

const emptyCell = (): Cell => ({ hours: 0, invalidText: null, description: '' });

/** Every project and task of the options, grouped by client and project, default task first. */
export function rowChoices(options: readonly WeekOption[]): RowChoice[] {
  return [...options]
    .sort(
      (a, b) =>
        a.clientName.localeCompare(b.clientName) || a.projectName.localeCompare(b.projectName),
    )
    .flatMap((option) =>
      [...option.tasks]
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
        .map((task) => ({
          ...rowTask({ ...option, ...task }),
          isDefault: task.isDefault,
          hasContacts: option.hasContacts,
        })),
    );
}

/** A new, empty row for a chosen project and task. */
export const newRow = (choice: RowChoice): GridRow => ({
  ...rowTask(choice),
  hasContacts: choice.hasContacts,
  status: null,
  managerComments: '',
  cells: byDay(emptyCell),
  reviews: byDay(() => null),
});

/**
 * The grid's rows for a week: the saved timecards, or, for a week not started yet, one row
 * per project on its default task so the associate can start typing at once.
 */
export function rowsFromWeek(week: Week): GridRow[] {
  const contacts = new Map(week.options.map((option) => [option.projectId, option.hasContacts]));
  if (week.timesheet)
    return week.timesheet.timeCards.map((card) => ({
      ...rowTask(card),
      hasContacts: contacts.get(card.projectId) ?? null,
      status: card.status,
      managerComments: card.managerComments,
      cells: byDay((day) => ({
        hours: card.data[day].hours,
        invalidText: null,
        description: card.data[day].description,
      })),
      reviews: byDay((day) => {
        const { review, reviewComment, reviewedBy } = card.data[day];
        return review ? { review, reviewComment, reviewedBy } : null;
      }),
    }));
  if (!week.editable) return [];
  const choices = rowChoices(week.options);
  const firstPerProject = choices.filter(
    (choice, index) => index === 0 || choices[index - 1]!.projectId !== choice.projectId,
  );
  return firstPerProject.map(newRow);
}

/** The PUT body for the rows. */
export function saveBody(periodStart: string, rows: readonly GridRow[], submit: boolean): SaveWeek {
  return {
    periodStart,
    submit,
    timeCards: rows.map((row) => ({
      projectId: row.projectId,
      taskId: row.taskId,
      data: byDay((day) => ({
        hours: row.cells[day].hours,
        description: row.cells[day].description.trim(),
      })),
    })),
  };
}

/** Hours per day across all rows. */
export const dayTotals = (rows: readonly GridRow[]) =>
  byDay((day) => rows.reduce((sum, row) => sum + row.cells[day].hours, 0));

export const rowTotal = (row: GridRow) =>
  WEEK_DAYS.reduce((sum, day) => sum + row.cells[day].hours, 0);

/** The path of a cell's issue, as the server and weekIssues name it. */
export const cellPath = (rowIndex: number, day: WeekDay) =>
  `timeCards.${rowIndex}.data.${day}.hours`;

/** The rules of the week (the contract's weekIssues) plus cells whose text is no duration. */
export function formIssues(
  week: Pick<Week, 'periodStart' | 'user'>,
  rows: readonly GridRow[],
  submitting: boolean,
): WeekIssue[] {
  const unparsed: WeekIssue[] = rows.flatMap((row, index) =>
    WEEK_DAYS.filter((day) => row.cells[day].invalidText !== null).map((day) => ({
      path: cellPath(index, day),
      message: TIMESHEET_TEXT.unparseable(day),
    })),
  );
  const rules = weekIssues({
    periodStart: week.periodStart,
    rows: rows.map((row) => ({ data: row.cells })),
    employment: week.user,
    submitting: submitting && unparsed.length === 0,
  });
  return [...unparsed, ...rules];
}

/** Where each issue shows: on a cell, a row, a day's total, or for the whole week. */
export interface IssueMap {
  cells: Map<string, string>;
  rows: Map<number, string>;
  days: Partial<Record<WeekDay, string>>;
  week: string[];
}

export const cellIssueKey = (rowIndex: number, day: WeekDay) => `${rowIndex}.${day}`;

const CELL = /^timeCards\.(\d+)\.data\.(\w+)(?:\.\w+)?$/;
const ROW = /^timeCards\.(\d+)(?:\.|$)/;

export function mapIssues(issues: readonly WeekIssue[]): IssueMap {
  const map: IssueMap = { cells: new Map(), rows: new Map(), days: {}, week: [] };
  for (const issue of issues) {
    const cell = CELL.exec(issue.path);
    const row = ROW.exec(issue.path);
    if (cell && (WEEK_DAYS as readonly string[]).includes(cell[2]!)) {
      const key = cellIssueKey(Number(cell[1]), cell[2] as WeekDay);
      if (!map.cells.has(key)) map.cells.set(key, issue.message);
    } else if (row) {
      if (!map.rows.has(Number(row[1]))) map.rows.set(Number(row[1]), issue.message);
    } else if ((WEEK_DAYS as readonly string[]).includes(issue.path)) {
      map.days[issue.path as WeekDay] ??= issue.message;
    } else if (!map.week.includes(issue.message)) {
      map.week.push(issue.message);
    }
  }
  return map;
}
