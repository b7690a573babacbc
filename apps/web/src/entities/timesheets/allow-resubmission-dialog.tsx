import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  MAX_LOCK_REASON,
  PERIOD_LOCK_MESSAGES,
  type ReopenedDay,
} from '@tallysheet/contract/locks/period-locks';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { formatDayHeading, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';

export const ALLOW_DAYS_TEXT = {
  pick: 'Approved days stay locked unless you reopen them',
  reason: 'Reason for reopening',
} as const;

/** The approved worked days of a timesheet, in grid order. */
export function approvedDaysOf(timesheet: Timesheet) {
  return timesheet.timeCards.flatMap((card) =>
    WEEK_DAYS.filter((day) => card.data[day].review === 'approved' && card.data[day].hours > 0).map(
      (day) => ({
        key: `${card.projectId}|${card.taskId}|${card.data[day].date}`,
        cell: { projectId: card.projectId, taskId: card.taskId, day: card.data[day].date },
        label: `${card.projectName} / ${card.taskName}, ${formatDayHeading(card.data[day].date)} · ${card.data[day].hours} h`,
      }),
    ),
  );
}

/**
 * Allow Resubmission on a timesheet with approved days (issue 30 §1): an approved day stays
 * locked unless picked here, with a reason; when every worked day is approved, a pick is needed.
 */
export function AllowResubmissionDialog({
  open,
  timesheet,
  title,
  message,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  timesheet: Timesheet;
  title: string;
  message: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm(picks: { days?: ReopenedDay[]; reason?: string }): void;
  onCancel(): void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const messageId = useId();
  const approved = approvedDaysOf(timesheet);
  const allApproved = timesheet.status === 'approved';
  const [picked, setPicked] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ days?: string; reason?: string }>({});

  const cancel = () => {
    setPicked([]);
    setReason('');
    setErrors({});
    onCancel();
  };
  const confirm = () => {
    const found = {
      days: allApproved && picked.length === 0 ? PERIOD_LOCK_MESSAGES.daysRequired : undefined,
      reason: picked.length > 0 && !reason.trim() ? PERIOD_LOCK_MESSAGES.reasonRequired : undefined,
    };
    setErrors(found);
    if (found.days || found.reason) return;
    const days = approved.filter((day) => picked.includes(day.key)).map((day) => day.cell);
    onConfirm(days.length ? { days, reason: reason.trim() } : {});
  };

  return (
    <Dialog
      open={open}
      onClose={() => !loading && cancel()}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          {message}
        </DialogContentText>
        <FormControl error={Boolean(errors.days)} component="fieldset" variant="standard">
          <FormLabel component="legend">{ALLOW_DAYS_TEXT.pick}</FormLabel>
          <FormGroup>
            {approved.map((day) => (
              <FormControlLabel
                key={day.key}
                label={day.label}
                control={
                  <Checkbox
                    checked={picked.includes(day.key)}
                    onChange={(event) =>
                      setPicked((current) =>
                        event.target.checked
                          ? [...current, day.key]
                          : current.filter((key) => key !== day.key),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.days && <FormHelperText>{errors.days}</FormHelperText>}
        </FormControl>
        {picked.length > 0 && (
          <TextField
            label={ALLOW_DAYS_TEXT.reason}
            required
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason}
            slotProps={{ htmlInput: { maxLength: MAX_LOCK_REASON } }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={cancel} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" loading={loading} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
