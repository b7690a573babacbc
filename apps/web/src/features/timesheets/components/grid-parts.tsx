import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import dayjs from 'dayjs';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import {
  isWithinEmployment,
  WEEK_DAY_LABELS,
  weekDates,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import type { WeekForm } from '../hooks/use-week-form.ts';
import { cellLockOf, rowHasLockedEntry } from '../hooks/cell-locks.ts';

const APPROVED_OR_CLOSED = 'This row has closed or approved days';
import { cellIssueKey, cellPath, type GridRow } from '../hooks/week-rows.ts';
import type { DescriptionTarget } from './description-popover.tsx';
import { HoursInput } from './hours-input.tsx';

/** What the grid and the narrow day list share. */
export interface GridProps {
  week: Week;
  form: WeekForm;
  readOnly: boolean;
  /** A save or the next week on its way: inputs wait without looking read-only. */
  busy: boolean;
  /** The id of the element holding an issue's message (by its path). */
  issueId(path: string): string;
  /** The id of the element holding a rejected day's review comment. */
  commentId(row: number, day: WeekDay): string;
  keysHintId: string;
  employmentHintId: string;
  /** The id of the element saying why a locked cell is read-only (issue 30 §1). */
  lockHintId(lockId: string): string;
  onDescribe(target: DescriptionTarget): void;
  onRemove(row: number): void;
}

export const rowName = (row: GridRow) => `${row.projectName} / ${row.taskName}`;

/** One day of `weekColumns`. */
export type WeekColumn = ReturnType<typeof weekColumns>[number];

/** The days of the week, whether each can take hours, and the holiday it is (issue 31 §2). */
export function weekColumns(week: Week) {
  const dates = weekDates(week.periodStart);
  const holidays = new Map(week.holidays.map((holiday) => [holiday.date, holiday.name]));
  return (Object.keys(dates) as WeekDay[]).map((day) => ({
    day,
    date: dates[day],
    open: isWithinEmployment(dates[day], week.user),
    today: dates[day] === week.today,
    holiday: holidays.get(dates[day]) ?? null,
  }));
}

/** One cell's input, the row's on the column's day, with its label and the messages it points to. */
export function GridCell({
  props,
  row,
  index,
  column: { day, date, open },
  inlineNote,
}: {
  props: GridProps;
  row: GridRow;
  index: number;
  column: WeekColumn;
  inlineNote?: boolean;
}) {
  const { form } = props;
  const lock = cellLockOf(props.week, row, day, date);
  const readOnly = props.readOnly || lock !== null;
  const issue = form.issueMap.cells.get(cellIssueKey(index, day));
  const review = row.reviews[day];
  const label = `${rowName(row)}, ${WEEK_DAY_LABELS[day]} ${dayjs(date).format('MMM D')}`;
  const describedBy = [
    issue ? props.issueId(cellPath(index, day)) : null,
    review?.review === 'rejected' ? props.commentId(index, day) : null,
    open ? null : props.employmentHintId,
    lock && (lock.kind === 'closed' || !props.readOnly) ? props.lockHintId(lock.lockId) : null,
    readOnly ? null : props.keysHintId,
  ]
    .filter(Boolean)
    .join(' ');
  const input = (
    <HoursInput
      cell={row.cells[day]}
      row={index}
      day={day}
      label={label}
      disabled={!open}
      readOnly={readOnly}
      busy={props.busy}
      inlineNote={inlineNote}
      invalid={Boolean(issue)}
      describedBy={describedBy || undefined}
      onCommit={(hours, text) => form.setHours(index, day, hours, text)}
      onDescribe={(anchor) =>
        props.onDescribe({
          anchor,
          row: index,
          day,
          label,
          value: row.cells[day].description,
          readOnly,
        })
      }
    />
  );
  if (!lock) return input;
  // A locked day: read-only, with a lock whose tooltip says why (the notice above says it too).
  return (
    <Box sx={{ position: 'relative', bgcolor: '#F3F5F8', borderRadius: 1 }} data-locked={lock.kind}>
      {input}
      <Tooltip title={lock.message}>
        <LockOutlined
          aria-hidden
          sx={{ position: 'absolute', top: 4, left: 4, fontSize: 15, color: 'text.secondary' }}
        />
      </Tooltip>
    </Box>
  );
}

/** The remove button of a row. */
export function RemoveRowButton({
  props,
  row,
  index,
}: {
  props: GridProps;
  row: GridRow;
  index: number;
}) {
  const label = `Remove ${rowName(row)}`;
  // A row with a closed or approved day keeps it (issue 30 §1).
  const locked = rowHasLockedEntry(props.week, row);
  return (
    <Tooltip title={locked ? APPROVED_OR_CLOSED : label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={locked}
          onClick={() => props.onRemove(index)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The cell background of a day: today tinted, a rejected day in the error tint. */
export const cellTint = (today: boolean, rejected: boolean) => {
  if (rejected) return '#FDECEC';
  return today ? '#EEF4FC' : undefined;
};
