import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useActionToast } from '@/components/use-action-toast.ts';
import { SENSITIVE } from '@/lib/sensitive.ts';
import { WEBHOOK_TEXT } from '../messages.ts';

/** A signing secret, this once: read-only, selected on focus, with Copy; closes by Done only. */
export function SecretDialog({
  shown,
  onDone,
}: {
  shown: { secret: string; url: string; rotated: boolean } | null;
  onDone(): void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toast = useActionToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown!.secret);
      toast(WEBHOOK_TEXT.copied, { variant: 'success' });
    } catch {
      toast(WEBHOOK_TEXT.copyFailed, { variant: 'error' });
    }
  };
  return (
    <Dialog
      open={shown !== null}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="webhook-secret-title"
    >
      <DialogTitle id="webhook-secret-title">{WEBHOOK_TEXT.secretTitle}</DialogTitle>
      <DialogContent>
        {shown && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">
              {shown.rotated ? WEBHOOK_TEXT.rotatedWarning : WEBHOOK_TEXT.secretWarning}
            </Alert>
            <TextField
              {...SENSITIVE}
              label={shown.url}
              value={shown.secret}
              fullWidth
              multiline
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  'data-testid': 'webhook-secret',
                  style: { fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' },
                },
              }}
            />
            <div>
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy()}
                autoFocus
              >
                {WEBHOOK_TEXT.copy}
              </Button>
            </div>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onDone}>
          {WEBHOOK_TEXT.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
