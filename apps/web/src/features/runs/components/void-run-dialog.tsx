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
import { MAX_VOID_REASON, RUN_MESSAGES, VoidRunSchema } from '@tallysheet/contract/runs/runs';
import { useActionToast, useFailureToast } from '@/components/use-action-toast.ts';
import { useVoidRun, type RunKind } from '../api/runs.ts';
import { RUNS_TEXT } from '../messages.ts';

/** Voids a finalised run, which releases its hours; voiding needs a reason (issue 31 §3). */
export function VoidRunDialog({
  kind,
  runId,
  open,
  onClose,
}: {
  kind: RunKind;
  runId: string;
  open: boolean;
  onClose(): void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const messageId = useId();
  const toast = useActionToast();
  const failed = useFailureToast(RUNS_TEXT.voidError);
  const voidRun = useVoidRun(kind);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const finish = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    const parsed = VoidRunSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await voidRun.mutateAsync({ id: runId, reason: parsed.data.reason });
      toast(RUN_MESSAGES.voided, { variant: 'success' });
      finish();
    } catch (problem) {
      failed(problem);
    }
  };

  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={() => !voidRun.isPending && finish()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {RUNS_TEXT.voidTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          {RUNS_TEXT.voidMessage}
        </DialogContentText>
        <TextField
          label={RUNS_TEXT.voidReason}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: MAX_VOID_REASON } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={finish} disabled={voidRun.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={voidRun.isPending}
          onClick={() => void confirm()}
        >
          {RUNS_TEXT.void}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
