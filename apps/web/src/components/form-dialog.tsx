import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** A sentence above the fields that describes the dialog to a screen reader. */
  message?: ReactNode;
  pending?: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
  maxWidth?: 'xs' | 'sm';
  /** An act that cannot be taken back: an alert dialog, its submit button red. */
  destructive?: boolean;
  /** The fields are a form: Enter in a one-line field submits, as the submit button does. */
  enterSubmits?: boolean;
  onClose(): void;
  onSubmit(): void;
  children?: ReactNode;
}

/**
 * A dialog asking for a few fields or a choice, then doing it (UX.md §5): its title names it,
 * a phone shows it full screen, Cancel and the submit button end it. While `pending`, neither
 * Cancel, Escape nor a click outside closes it and the submit button spins.
 *
 *   <FormDialog open title="Add Rate" pending={create.isPending} onClose={close} onSubmit={save}>
 *     <Stack spacing={2} sx={{ pt: 1 }}>…fields…</Stack>
 *   </FormDialog>
 *
 * With `enterSubmits` its fields sit in a form, so Enter in a one-line field submits too.
 */
export function FormDialog({
  open,
  title,
  message,
  pending = false,
  submitLabel = 'Save',
  submitDisabled,
  maxWidth = 'sm',
  destructive = false,
  enterSubmits = false,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const messageId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const body = (
    <>
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {message && (
          <DialogContentText id={messageId} sx={{ mb: 2 }}>
            {message}
          </DialogContentText>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type={enterSubmits ? 'submit' : 'button'}
          variant="contained"
          color={destructive ? 'error' : undefined}
          disabled={submitDisabled}
          loading={pending}
          onClick={enterSubmits ? undefined : onSubmit}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      role={destructive ? 'alertdialog' : undefined}
      onClose={() => !pending && onClose()}
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
    >
      {enterSubmits ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
