import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { hoursText } from '../week-format.ts';

/** A short confirmation before a submit, which locks the week until resubmission is allowed. */
export function SubmitDialog({
  open,
  total,
  week,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  total: number;
  /** "Sat, Nov 21 – Fri, Nov 27, 2026" */
  week: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-describedby={messageId}>
      <DialogTitle sx={{ typography: 'h6' }}>Submit this timesheet?</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {`${hoursText(total)} for ${week}. Once submitted it cannot be changed unless an administrator allows resubmission.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="contained" autoFocus onClick={onConfirm}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
