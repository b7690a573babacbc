import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DATE_RANGE_MESSAGES } from '@tallysheet/contract/common/date-range';
import { RUN_MESSAGES } from '@tallysheet/contract/runs/runs';
import { RUNS_TEXT } from '../messages.ts';

/** The message a period field shows for a schema issue: the range's own, else what to enter. */
export function periodMessage(message: string) {
  return message === DATE_RANGE_MESSAGES.reversed || message === RUN_MESSAGES.tooLong
    ? message
    : RUNS_TEXT.enterDate;
}

/**
 * The frame of a new run's form (UX.md §5): a dialog, full screen on a phone, its fields in one
 * column, Cancel and Create (loading while it sends) below them.
 */
export function RunFormDialog({
  open,
  title,
  submitting,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitting: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={() => !submitting && onClose()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outlined" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {RUNS_TEXT.create}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
