import { useId, useState } from 'react';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useFocusAfterRemoval } from './focus-after-removal.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** A§8: the sentence every delete confirmation shows. */
export const deleteMessage = (kind: string) =>
  `Are you sure you want to delete this ${kind}? This action is irreversible`;

/** "Delete supplier contact?" */
export const deleteTitle = (kind: string) => `Delete ${kind}?`;

interface ConfirmDialogProps {
  open: boolean;
  /** Names the action: "Delete supplier?". */
  title: string;
  message: string;
  confirmLabel?: string;
  loading?: boolean;
  /** What confirming does: throws something away (the error colour), or goes ahead (primary). */
  tone?: 'destructive' | 'proceed';
  onConfirm(): void;
  onCancel(): void;
  /** The dialog has closed (its exit transition is over). */
  onExited?(): void;
}

/**
 * A confirmation (UX.md §5): alertdialog, Cancel focused. Only a destructive confirm is red;
 * one that goes ahead with the user's own action is the primary colour.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  loading,
  tone = 'destructive',
  onConfirm,
  onCancel,
  onExited,
}: ConfirmDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const messageId = useId();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      onClose={() => {
        if (!loading) onCancel();
      }}
      aria-describedby={messageId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle sx={{ typography: 'h6' }}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" autoFocus onClick={onCancel} disabled={loading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={tone === 'destructive' ? 'error' : 'primary'}
          loading={loading}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface ConfirmDeleteOptions<T> {
  /** How the spec names the entity: "supplier". */
  kind: string;
  remove(item: T): Promise<unknown>;
  /** The spec toasts: "Successfully deleted supplier", "Error deleting supplier". */
  success: string;
  failure: string;
  onDeleted?(item: T): void;
}

/** Asks before a delete, then deletes and toasts; render `dialog` and call `ask(item)`. */
export function useConfirmDelete<T>({
  kind,
  remove,
  success,
  failure,
  onDeleted,
}: ConfirmDeleteOptions<T>) {
  const enqueueSnackbar = useActionToast();
  const focus = useFocusAfterRemoval();
  const [item, setItem] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (item === null) return;
    setBusy(true);
    try {
      await remove(item);
      enqueueSnackbar(success, { variant: 'success' });
      onDeleted?.(item);
    } catch {
      enqueueSnackbar(failure, { variant: 'error' });
    } finally {
      setBusy(false);
      setItem(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={item !== null}
      title={deleteTitle(kind)}
      message={deleteMessage(kind)}
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setItem(null)}
      onExited={focus.restore}
    />
  );
  const ask = (next: T) => {
    focus.remember();
    setItem(() => next);
  };
  return { ask, dialog };
}
