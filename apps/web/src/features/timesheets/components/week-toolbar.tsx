import { useState, type ReactNode } from 'react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isPlausibleDay } from '@tallysheet/contract/common/date-range';
import { addDays, weekStartOf } from '@tallysheet/contract/timesheets/week';
import { formatDateTime, formatTime } from '@/lib/dates.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { weekLabel } from '@tallysheet/contract/timesheets/week';

/** Previous and next week, the week's label, a date to jump to and back to this week. */
export function WeekNav({
  periodStart,
  today,
  onGo,
}: {
  periodStart: string;
  today: string;
  /** A day of the week wanted; null for this week. */
  onGo(date: string | null): void;
}) {
  const [picked, setPicked] = useState(periodStart);
  const [shownFor, setShownFor] = useState(periodStart);
  if (shownFor !== periodStart) {
    setShownFor(periodStart);
    setPicked(periodStart);
  }
  const thisWeek = weekStartOf(today) === periodStart;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Tooltip title="Previous week">
          <IconButton aria-label="Previous week" onClick={() => onGo(addDays(periodStart, -7))}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Typography
          variant="h6"
          component="h2"
          aria-live="polite"
          sx={{ fontSize: { xs: 14, sm: 16 }, whiteSpace: 'nowrap', minWidth: 0 }}
        >
          {weekLabel(periodStart)}
        </Typography>
        <Tooltip title="Next week">
          <IconButton aria-label="Next week" onClick={() => onGo(addDays(periodStart, 7))}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
      </Stack>
      <TextField
        type="date"
        label="Go to date"
        value={picked}
        fullWidth={false}
        onChange={(event) => {
          const value = event.target.value;
          setPicked(value);
          // Typing a year passes through 0002, 0020 …: go only once it is a plausible date.
          if (isPlausibleDay(value)) onGo(weekStartOf(value));
        }}
        // A date typed but not gone to (half typed, or the move was cancelled) gives way.
        onBlur={() => setPicked(periodStart)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      {!thisWeek && (
        <Button variant="text" onClick={() => onGo(null)}>
          This week
        </Button>
      )}
    </Stack>
  );
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** What happened to the user's hours: saving, saved, not saved with a retry, or unsaved. */
export function SaveStatus({
  state,
  dirty,
  savedAt,
  updatedAt,
  onRetry,
}: {
  state: SaveState;
  dirty: boolean;
  savedAt: Date | null;
  updatedAt: string | null;
  onRetry(): void;
}) {
  let content: ReactNode = null;
  if (state === 'saving')
    content = (
      <>
        <CircularProgress size={14} aria-hidden />
        Saving…
      </>
    );
  else if (state === 'failed')
    content = (
      <>
        <ErrorOutline fontSize="small" color="error" aria-hidden />
        <Box component="span" sx={{ color: 'error.main' }}>
          Not saved
        </Box>
        <Button size="small" color="error" onClick={onRetry}>
          Retry
        </Button>
      </>
    );
  else if (dirty) content = 'Unsaved changes';
  else if (state === 'saved' && savedAt)
    content = (
      <>
        <CheckCircleOutline fontSize="small" color="success" aria-hidden />
        {`Saved at ${formatTime(savedAt)}`}
      </>
    );
  else if (updatedAt) content = `Last saved ${formatDateTime(updatedAt)}`;
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        typography: 'body2',
        // Always in the page (a live region), taking no room while it has nothing to say.
        ...(content ? { minHeight: 32, mr: 1.5 } : {}),
      }}
    >
      {content}
    </Box>
  );
}

/** Save Draft and Submit: the page's one primary action is Submit. */
export function SaveButtons({
  busy,
  submitting,
  onSaveDraft,
  onSubmit,
}: {
  busy: boolean;
  submitting: boolean;
  onSaveDraft(): void;
  onSubmit(): void;
}) {
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        onClick={onSaveDraft}
        disabled={busy}
        loading={busy && !submitting}
      >
        {TIMESHEET_TEXT.saveDraft}
      </Button>
      <Button variant="contained" onClick={onSubmit} disabled={busy} loading={busy && submitting}>
        {TIMESHEET_TEXT.submit}
      </Button>
    </Stack>
  );
}
