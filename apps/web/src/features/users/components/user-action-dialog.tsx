import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

interface UserActionDialogProps {
  open: boolean;
  /** Names the action: "Delete user?". */
  title: string;
  /** The sentence that explains the action. */
  message: string;
  /** The seat-cost alert (A§9), when the action changes the seat count. */
  seatCost?: string | null;
  confirmLabel: string;
  /** Destructive actions confirm in the error colour (UX.md §5). */
  destructive?: boolean;
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** The dialog has closed (its exit transition is over). */
  onExited?(): void;
  /** Extra fields (the new-password form). */
  children?: ReactNode;
  maxWidth?: 'xs' | 'sm';
}

/**
 * A confirmation of a user action: Cancel focused, full screen on phones, and the seat-cost
 * alert when the action adds or removes a paid seat.
 */
export function UserActionDialog({
  open,
  title,
  message,
  seatCost,
  confirmLabel,
  destructive,
  loading,
  onConfirm,
  onCancel,
  onExited,
  children,
  maxWidth = 'xs',
}: UserActionDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const messageId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!loading) onConfirm();
  };
  return (
    <Dialog
      open={open}
      role={destructive ? 'alertdialog' : 'dialog'}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
      onClose={() => {
        if (!loading) onCancel();
      }}
      aria-describedby={messageId}
      // Above the editor drawer.
      sx={{ zIndex: (current) => current.zIndex.modal + 1 }}
      slotProps={{ transition: { onExited } }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle sx={{ typography: 'h6' }}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={messageId}>{message}</DialogContentText>
            {seatCost && <Alert severity="info">{seatCost}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outlined" autoFocus={!children} onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={loading}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
