import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useResendEmails } from '../api/get-resend-emails.ts';
import { useResendApprovalEmails } from '../api/resend-approval-emails.ts';
import { ADMIN_TIMESHEET_TEXT } from '../messages.ts';

/**
 * Resend Approval Emails (A§4, A§8): who the pending timecards go to again, or the spec's
 * sentence with the confirm button disabled when the project has no contact.
 */
export function ResendEmailsDialog({
  timesheetId,
  open,
  onClose,
}: {
  timesheetId: string;
  open: boolean;
  onClose(): void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const enqueueSnackbar = useActionToast();
  const recipients = useResendEmails(timesheetId, open);
  const resend = useResendApprovalEmails();
  const titleId = useId();
  const emails = recipients.data?.emails ?? [];

  const confirm = async () => {
    try {
      await resend.mutateAsync(timesheetId);
      enqueueSnackbar(ADMIN_TIMESHEET_TEXT.resent, { variant: 'success' });
      onClose();
    } catch {
      enqueueSnackbar(ADMIN_TIMESHEET_TEXT.resendError, { variant: 'error' });
    }
  };

  let body;
  if (recipients.isError)
    body = (
      <ReloadAlert onReload={() => void recipients.refetch()}>
        {ADMIN_TIMESHEET_TEXT.contactsError}
      </ReloadAlert>
    );
  else if (!recipients.data)
    body = (
      <Box aria-hidden>
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="50%" />
      </Box>
    );
  else if (emails.length === 0)
    body = <Alert severity="warning">{ADMIN_TIMESHEET_TEXT.noContacts}</Alert>;
  else
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {ADMIN_TIMESHEET_TEXT.resendIntro}
        </Typography>
        <Box
          component="ul"
          aria-label="Recipients"
          sx={{ m: 0, pl: 2.5, typography: 'body2', overflowWrap: 'anywhere' }}
        >
          {emails.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </Box>
      </>
    );

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!resend.isPending) onClose();
      }}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {ADMIN_TIMESHEET_TEXT.resendEmails}
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={resend.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={emails.length === 0}
          loading={resend.isPending}
          onClick={() => void confirm()}
        >
          {ADMIN_TIMESHEET_TEXT.resend}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
