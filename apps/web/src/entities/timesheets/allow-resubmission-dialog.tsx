import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  MAX_LOCK_REASON,
  PERIOD_LOCK_MESSAGES,
  type ReopenedDay,
} from '@tallysheet/contract/locks/period-locks';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { formatDayHeading, WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { FormDialog, type FormDialogProps } from '@/components/form-dialog.tsx';
import { ReasonField } from '@/components/reason-field.tsx';

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
  timesheet,
  onConfirm,
  onClose,
  ...dialog
}: Omit<FormDialogProps, 'onSubmit' | 'children'> & {
  timesheet: Timesheet;
  onConfirm(picks: { days?: ReopenedDay[]; reason?: string }): void;
}) {
  const approved = approvedDaysOf(timesheet);
  const allApproved = timesheet.status === 'approved';
  const [picked, setPicked] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ days?: string; reason?: string }>({});

  const cancel = () => {
    setPicked([]);
    setReason('');
    setErrors({});
    onClose();
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
    <FormDialog {...dialog} onClose={cancel} onSubmit={confirm}>
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
        <Box sx={{ mt: 2 }}>
          <ReasonField
            label={ALLOW_DAYS_TEXT.reason}
            value={reason}
            onChange={setReason}
            error={errors.reason}
            maxLength={MAX_LOCK_REASON}
            autoFocus={false}
          />
        </Box>
      )}
    </FormDialog>
  );
}
