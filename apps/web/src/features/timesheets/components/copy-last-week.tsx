import { useId, useState } from 'react';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQueryClient } from '@tanstack/react-query';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { addDays, weekLabel } from '@tallysheet/contract/timesheets/week';
import { useActionToast } from '@/components/use-action-toast.ts';
import { getWeekQueryOptions } from '../api/get-week.ts';
import { copyLastWeek, type CopiedWeek } from '../hooks/copy-week.ts';
import type { WeekForm } from '../hooks/use-week-form.ts';
import { COPY_WEEK_TEXT } from '../messages.ts';

/** What the copy did, in a sentence for its toast. */
function outcome(copied: CopiedWeek): { text: string; variant: 'success' | 'info' } {
  const rows = copied.added + copied.filled;
  const notOffered = copied.skipped > 0 ? ` ${COPY_WEEK_TEXT.skipped(copied.skipped)}` : '';
  if (rows === 0)
    return {
      text: `${copied.skipped > 0 ? COPY_WEEK_TEXT.nothingOffered : COPY_WEEK_TEXT.nothingNew}${notOffered}`,
      variant: 'info',
    };
  return { text: `${COPY_WEEK_TEXT.copied(rows)}${notOffered}`, variant: 'success' };
}

/**
 * Copy last week (as Harvest has): the rows of the week before, and optionally their hours,
 * added to this week's grid as unsaved changes; Save Draft or Submit keeps them.
 */
export function CopyLastWeek({
  week,
  form,
  userId,
  disabled,
}: {
  week: Week;
  form: WeekForm;
  userId?: string;
  disabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const toast = useActionToast();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [withHours, setWithHours] = useState(false);
  const [busy, setBusy] = useState(false);
  const lastWeek = addDays(week.periodStart, -7);

  const copy = async () => {
    setBusy(true);
    try {
      const previous = await queryClient.fetchQuery(getWeekQueryOptions(lastWeek, userId));
      if (!previous.timesheet || previous.timesheet.timeCards.length === 0) {
        toast(COPY_WEEK_TEXT.emptyLastWeek, { variant: 'info' });
      } else {
        const copied = copyLastWeek(previous, week, form.rows, withHours);
        if (copied.added + copied.filled > 0) form.replaceRows(copied.rows);
        const { text, variant } = outcome(copied);
        toast(text, { variant });
      }
      setOpen(false);
    } catch {
      toast(COPY_WEEK_TEXT.failed, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ContentCopy aria-hidden />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {COPY_WEEK_TEXT.button}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{COPY_WEEK_TEXT.button}</DialogTitle>
        <DialogContent>
          <DialogContentText>{COPY_WEEK_TEXT.explain(weekLabel(lastWeek))}</DialogContentText>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={withHours}
                onChange={(event) => setWithHours(event.target.checked)}
              />
            }
            label={COPY_WEEK_TEXT.withHours}
          />
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={() => setOpen(false)} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void copy()} loading={busy}>
            {COPY_WEEK_TEXT.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
