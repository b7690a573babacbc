import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormDialog, type FormDialogProps } from '@/components/form-dialog.tsx';
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
  ...dialog
}: Pick<FormDialogProps, 'open' | 'onClose'> & { timesheetId: string }) {
  const enqueueSnackbar = useActionToast();
  const recipients = useResendEmails(timesheetId, dialog.open);
  const resend = useResendApprovalEmails();
  const emails = recipients.data?.emails ?? [];

  const confirm = async () => {
    try {
      await resend.mutateAsync(timesheetId);
      enqueueSnackbar(ADMIN_TIMESHEET_TEXT.resent, { variant: 'success' });
      dialog.onClose();
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
    <FormDialog
      {...dialog}
      title={ADMIN_TIMESHEET_TEXT.resendEmails}
      pending={resend.isPending}
      submitLabel={ADMIN_TIMESHEET_TEXT.resend}
      submitDisabled={emails.length === 0}
      maxWidth="xs"
      onSubmit={() => void confirm()}
    >
      {body}
    </FormDialog>
  );
}
