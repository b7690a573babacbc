import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { useActionToast } from '@/components/use-action-toast.ts';
import { formatDate } from '@/lib/dates.ts';
import { useAskToResubmit } from '../api/ask-to-resubmit.ts';
import { TIMESHEET_TEXT } from '../messages.ts';

/**
 * A submitted week with rejected days where they do not reopen (the company's setting off):
 * Ask to resubmit e-mails the administrators, then the week says it has asked (issue 28 §1).
 */
export function AskToResubmitNotice({ week, date }: { week: Week; date: string | null }) {
  const ask = useAskToResubmit(date);
  const enqueueSnackbar = useActionToast();
  if (week.rejectedDays === 'asked')
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {TIMESHEET_TEXT.askedAt(formatDate(week.timesheet?.resubmissionRequestedAt ?? null))}
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <Button
          variant="contained"
          size="small"
          disabled={ask.isPending}
          onClick={() =>
            week.timesheet &&
            ask.mutate(week.timesheet.timesheetId, {
              onSuccess: () => enqueueSnackbar(TIMESHEET_TEXT.asked, { variant: 'success' }),
              onError: () => enqueueSnackbar(TIMESHEET_TEXT.askFailed, { variant: 'error' }),
            })
          }
        >
          {TIMESHEET_TEXT.askToResubmit}
        </Button>
      }
    >
      {TIMESHEET_TEXT.askIntro}
    </Alert>
  );
}
