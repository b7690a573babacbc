import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ShownOnceSecret } from '@/components/shown-once-secret.tsx';
import { WEBHOOK_TEXT } from '../messages.ts';

/** A signing secret, this once (the shared shown-once field); the dialog closes by Done only. */
export function SecretDialog({
  shown,
  onDone,
}: {
  shown: { secret: string; url: string; rotated: boolean } | null;
  onDone(): void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
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
          <ShownOnceSecret
            label={shown.url}
            value={shown.secret}
            testId="webhook-secret"
            texts={{
              ...WEBHOOK_TEXT,
              warning: shown.rotated ? WEBHOOK_TEXT.rotatedWarning : WEBHOOK_TEXT.secretWarning,
            }}
          />
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
