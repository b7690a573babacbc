import { useId, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { WeekIssue } from '@tallysheet/contract/timesheets/rules';
import type { MailedProject, Week } from '@tallysheet/contract/timesheets/timesheets';
import { weekDates, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/dates.ts';
import { useFixRejectedDays } from '../api/fix-rejected-days.ts';
import { useSaveWeek } from '../api/save-week.ts';
import { fixBody, formIssuesOfFix } from '../hooks/fix-rows.ts';
import { UnsavedChangesGuard } from '../hooks/use-unsaved-guard.tsx';
import { useWeekForm } from '../hooks/use-week-form.ts';
import { rowTotal, type RowChoice } from '../hooks/week-rows.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { hoursText } from '../week-format.ts';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import { AddRow } from './add-row.tsx';
import { AfterSubmit } from './after-submit.tsx';
import { CopyLastWeek } from './copy-last-week.tsx';
import { RejectedDaysFix } from './rejected-days-fix.tsx';
import { AskToResubmitNotice } from './rejected-days-notice.tsx';
import { DayList, DayPicker } from './day-list.tsx';
import { DescriptionPopover, type DescriptionTarget } from './description-popover.tsx';
import { rowName, weekColumns, type GridProps } from './grid-parts.tsx';
import { ClosedPeriodsNotice } from './closed-periods-notice.tsx';
import { hasApprovedLock } from '../hooks/cell-locks.ts';
import { SubmitDialog } from './submit-dialog.tsx';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import { IssuesSummary, ReviewComments } from './week-notes.tsx';
import { SaveButtons, SaveStatus, WeekNav, type SaveState } from './week-toolbar.tsx';
import { WeekGrid } from './week-grid.tsx';

/** The day the narrow list opens on: today when it is in the week, else the first open day. */
function firstDay(week: Week): WeekDay {
  const columns = weekColumns(week);
  return (columns.find((c) => c.today) ?? columns.find((c) => c.open) ?? columns[0]!).day;
}

const focusCell = (row: number, day?: WeekDay) =>
  requestAnimationFrame(() => {
    const selector = day
      ? `input[data-row="${row}"][data-day="${day}"]`
      : `input[data-row="${row}"]:not(:disabled)`;
    document.querySelector<HTMLInputElement>(`[data-hours-scope] ${selector}`)?.focus();
  });

/**
 * Submit Timesheet (A§2.2, UX.md §6): a week of hours by project and task, its rules checked as
 * the user types, saved as a draft or submitted; read-only once submitted. With `userId`, an
 * administrator's Submit Timesheet for User: the same grid and rules for that user's week.
 */
export function WeekEditor({
  week,
  date,
  stale,
  onGo,
  onReload,
  userId,
  title = TIMESHEET_TEXT.submitTitle,
  intro,
}: {
  week: Week;
  /** The date asked for in the URL (null: this week): the saved week replaces that query. */
  date: string | null;
  /** The week shown is the previous one while the next loads. */
  stale: boolean;
  onGo(date: string | null): void;
  onReload(): void;
  /** Whose week an administrator enters; the signed-in user's own when absent. */
  userId?: string;
  title?: string;
  /** Shown under the page header (the administrator's user picker). */
  intro?: ReactNode;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const enqueueSnackbar = useActionToast();
  const form = useWeekForm(week);
  const save = useSaveWeek(date, userId);
  const fix = useFixRejectedDays(date, userId);
  // Who the last submit of this week e-mailed (its answer says; a reload does not).
  const [mailed, setMailed] = useState<{ periodStart: string; to: MailedProject[] } | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [lastSubmit, setLastSubmit] = useState(false);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [describing, setDescribing] = useState<DescriptionTarget | null>(null);
  const [day, setDay] = useState<WeekDay>(() => firstDay(week));
  const prefix = useId();

  const readOnly = !week.editable;
  // What a read-only week says: fix its rejected days, ask to resubmit (the associate's own
  // week), or that it can no longer be changed.
  const notice =
    week.rejectedDays === 'fix'
      ? 'fix'
      : week.rejectedDays && !userId
        ? 'ask'
        : readOnly && week.timesheet
          ? 'readOnly'
          : null;
  const weekTotal = Object.values(form.totals).reduce((sum, hours) => sum + hours, 0);
  const label = weekLabel(week.periodStart);
  const dates = useMemo(() => weekDates(week.periodStart), [week.periodStart]);
  const taken = useMemo(() => new Set(form.rows.map((row) => row.key)), [form.rows]);
  const closedDays = weekColumns(week).some((column) => !column.open);

  const props: GridProps = {
    week,
    form,
    readOnly,
    busy: stale || save.isPending || fix.isPending,
    issueId: (path) => `${prefix}-issue-${path.replace(/\W/g, '-')}`,
    commentId: (row, rowDay) => `${prefix}-comment-${row}-${rowDay}`,
    keysHintId: `${prefix}-keys`,
    employmentHintId: `${prefix}-employment`,
    lockHintId: (lockId) => `${prefix}-lock-${lockId}`,
    onDescribe: setDescribing,
    onRemove: (row) => {
      if (rowTotal(form.rows[row]!) > 0) setRemoving(row);
      else form.removeRow(row);
    },
  };

  const focusFirstIssue = (issues: readonly WeekIssue[]) => {
    const cell = /^timeCards\.(\d+)\.data\.(\w+)/.exec(issues[0]?.path ?? '');
    if (cell) {
      if (narrow) setDay(cell[2] as WeekDay);
      focusCell(Number(cell[1]), cell[2] as WeekDay);
    } else if (issues[0]?.path === 'timeCards' && form.rows.length > 0) focusCell(0);
  };

  /** A refused save or fix: its field issues on the cells, a conflict reloads the week. */
  const failed = (
    error: unknown,
    toForm = (issues: WeekIssue[]) => issues,
    conflict: string = TIMESHEET_TEXT.readOnly,
  ) => {
    const issues = error instanceof ApiError ? error.body.issues : undefined;
    if (error instanceof ApiError && error.status === 400 && issues?.length) {
      setSaveState('idle');
      form.showServerIssues(toForm(issues));
      focusFirstIssue(toForm(issues));
    } else if (error instanceof ApiError && error.status === 409) {
      setSaveState('idle');
      // A closed period or an approved day (issue 30 §1) says which in the server's message.
      const locked = error.body.code === 'PERIOD_CLOSED' || error.body.code === 'DAY_APPROVED';
      enqueueSnackbar(locked ? error.message : conflict, { variant: 'error' });
      onReload();
    } else {
      setSaveState('failed');
      enqueueSnackbar(TIMESHEET_TEXT.saveFailed, { variant: 'error' });
    }
  };

  const submitted = (saved: Week) => {
    if (saved.mailedTo) setMailed({ periodStart: saved.periodStart, to: saved.mailedTo });
  };

  const run = async (submit: boolean) => {
    const found = form.check(submit);
    if (found.length > 0) return focusFirstIssue(found);
    setLastSubmit(submit);
    setSaveState('saving');
    try {
      submitted(await save.mutateAsync(form.body(submit)));
      setSaveState('saved');
      setSavedAt(new Date());
      enqueueSnackbar(submit ? TIMESHEET_TEXT.submitted : TIMESHEET_TEXT.saved, {
        variant: 'success',
      });
    } catch (error) {
      failed(error);
    }
  };

  // Fix and resubmit: the week's rules over the whole week, then the rejected days alone.
  const runFix = async () => {
    const found = form.check(true);
    if (found.length > 0) return focusFirstIssue(found);
    try {
      submitted(await fix.mutateAsync(fixBody(week.periodStart, form.rows)));
      enqueueSnackbar(TIMESHEET_TEXT.resubmitted, { variant: 'success' });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : undefined;
      failed(error, (issues) => formIssuesOfFix(form.rows, issues), message);
    }
  };

  const onAdd = (choice: RowChoice) => {
    const index = form.rows.length;
    form.addRow(choice);
    focusCell(index, narrow ? day : undefined);
  };

  const removingRow = removing === null ? null : form.rows[removing];
  const removingCount = removingRow
    ? Object.values(removingRow.cells).filter((cell) => cell.hours > 0).length
    : 0;

  return (
    <>
      <PageHeader
        title={title}
        action={
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {week.timesheet && <TimecardStatusChip status={week.timesheet.status} />}
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="caption" component="div" color="text.secondary">
                Week total
              </Typography>
              <Typography
                component="div"
                sx={{
                  fontWeight: 700,
                  fontSize: 20,
                  lineHeight: '24px',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {hoursText(weekTotal)}
              </Typography>
            </Box>
          </Stack>
        }
      />
      {intro}
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1.5,
          mb: 2,
        }}
      >
        <WeekNav periodStart={week.periodStart} today={week.today} onGo={onGo} />
        {!readOnly && (
          <Stack direction="row" sx={{ alignItems: 'center', rowGap: 1, flexWrap: 'wrap' }}>
            <SaveStatus
              state={saveState}
              dirty={form.dirty}
              savedAt={savedAt}
              updatedAt={week.timesheet?.updatedAt ?? null}
              onRetry={() => void run(lastSubmit)}
            />
            <SaveButtons
              busy={save.isPending || stale}
              submitting={lastSubmit}
              onSaveDraft={() => void run(false)}
              onSubmit={() => {
                const found = form.check(true);
                if (found.length === 0) setConfirmSubmit(true);
                else focusFirstIssue(found);
              }}
            />
          </Stack>
        )}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{stale && <LinearProgress aria-label="Loading week" />}</Box>
      {mailed?.periodStart === week.periodStart && <AfterSubmit mailedTo={mailed.to} />}
      {notice === 'readOnly' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {TIMESHEET_TEXT.readOnly}
        </Alert>
      )}
      <ClosedPeriodsNotice
        week={week}
        lockHintId={props.lockHintId}
        approvedLocked={!readOnly && form.rows.some((row) => hasApprovedLock(week, row))}
      />
      {notice === 'fix' && (
        <RejectedDaysFix
          week={week}
          form={form}
          busy={stale || fix.isPending}
          issueId={props.issueId}
          onFix={() => void runFix()}
        />
      )}
      {notice === 'ask' && <AskToResubmitNotice week={week} date={date} />}
      <Typography
        id={props.keysHintId}
        variant="caption"
        component="p"
        color="text.secondary"
        sx={{ mb: 1, display: readOnly || narrow ? 'none' : undefined }}
      >
        {TIMESHEET_TEXT.keysHint}
      </Typography>
      {narrow ? (
        <>
          <DayPicker props={props} selected={day} onSelect={setDay} />
          <DayList props={props} day={day} />
        </>
      ) : (
        <WeekGrid {...props} />
      )}
      {closedDays && (
        <Typography
          id={props.employmentHintId}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
        >
          {`${TIMESHEET_TEXT.employment} ${userId ? `${week.user.displayName}'s` : 'Yours'}: ${formatDate(week.user.startDate)} – ${formatDate(week.user.endDate)}.`}
        </Typography>
      )}
      <IssuesSummary issues={form.issues} rows={form.rows} issueId={props.issueId} />
      {!readOnly && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'flex-start' }, columnGap: 1.5 }}
        >
          <Box sx={{ flex: { sm: '0 1 560px' }, minWidth: 0 }}>
            <AddRow
              options={week.options}
              taken={taken}
              onAdd={onAdd}
              noOptionsText={
                userId ? TIMESHEET_TEXT.noOptionsFor(week.user.displayName) : undefined
              }
            />
          </Box>
          {week.options.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <CopyLastWeek
                week={week}
                form={form}
                userId={userId}
                disabled={stale || save.isPending}
              />
            </Box>
          )}
        </Stack>
      )}
      <ReviewComments rows={form.rows} dates={dates} commentId={props.commentId} />
      <DescriptionPopover
        target={describing}
        readOnly={readOnly || Boolean(describing?.readOnly)}
        onSave={(value) => describing && form.setDescription(describing.row, describing.day, value)}
        onClose={() => setDescribing(null)}
      />
      <ConfirmDialog
        open={removingRow !== null && removingRow !== undefined}
        title="Remove row?"
        message={
          removingRow
            ? `${rowName(removingRow)}: ${removingCount} ${removingCount === 1 ? 'entry' : 'entries'} (${hoursText(rowTotal(removingRow))}) will be removed.`
            : ''
        }
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing !== null) form.removeRow(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
      <SubmitDialog
        open={confirmSubmit}
        total={weekTotal}
        week={label}
        onCancel={() => setConfirmSubmit(false)}
        onConfirm={() => {
          setConfirmSubmit(false);
          void run(true);
        }}
      />
      <UnsavedChangesGuard dirty={form.dirty && !save.isPending && !fix.isPending} />
    </>
  );
}
