import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  MAX_LOCK_REASON,
  PERIOD_LOCK_MESSAGES,
  ReopenPeriodSchema,
  type PeriodLock,
} from '@tallysheet/contract/locks/period-locks';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useReopenPeriod } from '../api/period-locks.ts';
import { PERIOD_LOCKS_TEXT } from '../messages.ts';
import { periodText } from './period-text.ts';

/** Reopens a closed period; reopening needs a reason (issue 30 §1). */
export function ReopenPeriodDialog({
  lock,
  onClose,
}: {
  lock: PeriodLock | null;
  onClose(): void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const messageId = useId();
  const toast = useActionToast();
  const reopen = useReopenPeriod();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const finish = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    const parsed = ReopenPeriodSchema.safeParse({ reason });
    if (!parsed.success || !lock) return setError(PERIOD_LOCK_MESSAGES.reasonRequired);
    try {
      await reopen.mutateAsync({ id: lock.id, reason: parsed.data.reason });
      toast(PERIOD_LOCK_MESSAGES.reopened, { variant: 'success' });
      finish();
    } catch {
      toast(PERIOD_LOCK_MESSAGES.reopenError, { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={lock !== null}
      onClose={() => !reopen.isPending && finish()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {PERIOD_LOCKS_TEXT.reopenTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          {lock && PERIOD_LOCKS_TEXT.reopenMessage(periodText(lock))}
        </DialogContentText>
        <TextField
          label={PERIOD_LOCKS_TEXT.reopenReason}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: MAX_LOCK_REASON } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={finish} disabled={reopen.isPending}>
          Cancel
        </Button>
        <Button variant="contained" loading={reopen.isPending} onClick={() => void confirm()}>
          {PERIOD_LOCK_MESSAGES.reopen}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
