import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CORRECTION_MESSAGES, type Correction } from '@tallysheet/contract/timesheets/corrections';
import { MAX_REVIEW_COMMENT } from '@tallysheet/contract/timesheets/review';
import type { Timecard } from '@tallysheet/contract/timesheets/timesheets';
import { formatDayHeading, WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { useActionToast, useFailureToast } from '@/components/use-action-toast.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useAnswerCorrection } from './corrections-api.ts';

const hours = (value: number) => `${value} h`;
const STATE: Record<Correction['state'], string> = {
  proposed: 'Waiting for the associate',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** A correction's thread: the change, who proposed it and why, and the answer. */
function Thread({ correction }: { correction: Correction }) {
  const described = correction.description !== correction.originalDescription;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {`${hours(correction.originalHours)} → ${hours(correction.hours)}`}
        {described && ` · “${correction.description}”`}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {correction.comment}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {`Proposed by ${correction.proposedBy} · ${formatDateTime(correction.proposedAt)}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {STATE[correction.state]}
        {correction.answeredBy && correction.answeredAt
          ? ` by ${correction.answeredBy}${correction.onBehalf ? ` on behalf of ${correction.onBehalfOf ?? 'the associate'}` : ''} · ${formatDateTime(correction.answeredAt)}`
          : ''}
      </Typography>
      {correction.reply && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {`Reply: ${correction.reply}`}
        </Typography>
      )}
    </Stack>
  );
}

/** Accept, or Decline with a reply (required): the associate's answer, or an administrator's for them. */
function Answer({
  timesheetId,
  card,
  day,
  label,
  onBehalf,
}: {
  timesheetId: string;
  card: Timecard;
  day: WeekDay;
  label: string;
  onBehalf: boolean;
}) {
  const answer = useAnswerCorrection(timesheetId);
  const toast = useActionToast();
  const failed = useFailureToast('The answer was not saved');
  const [declining, setDeclining] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const replyId = useId();
  const send = (accept: boolean) => {
    if (!accept && !reply.trim()) {
      setError(CORRECTION_MESSAGES.replyRequired);
      document.getElementById(replyId)?.focus();
      return;
    }
    // The answer reads the lists again, which may take this day away: the toast waits for it.
    answer
      .mutateAsync({
        projectId: card.projectId,
        taskId: card.taskId,
        day,
        accept,
        ...(!accept && { reply: reply.trim() }),
        ...(onBehalf && { onBehalf: true }),
      })
      .then(
        () => toast(accept ? 'Correction accepted' : 'Correction declined', { variant: 'success' }),
        failed,
      );
  };
  const suffix = onBehalf ? ' on behalf' : '';
  if (declining)
    return (
      <Stack spacing={1} sx={{ mt: 1 }}>
        <TextField
          id={replyId}
          label="Reply to the contact"
          required
          multiline
          minRows={2}
          value={reply}
          onChange={(event) => {
            setReply(event.target.value);
            if (event.target.value.trim()) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Why the time stays as entered. The day goes back to the contact.'}
          slotProps={{ htmlInput: { maxLength: MAX_REVIEW_COMMENT } }}
          autoFocus
        />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" loading={answer.isPending} onClick={() => send(false)}>
            Send reply
          </Button>
          <Button onClick={() => setDeclining(false)} disabled={answer.isPending}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        loading={answer.isPending}
        onClick={() => send(true)}
        aria-label={`Accept${suffix}: ${label}`}
      >
        {`Accept${suffix}`}
      </Button>
      <Button
        variant="outlined"
        disabled={answer.isPending}
        onClick={() => setDeclining(true)}
        aria-label={`Decline${suffix}: ${label}`}
      >
        {`Decline${suffix}`}
      </Button>
    </Stack>
  );
}

/**
 * A timecard's corrections (issue 29 §4), day by day: the thread, and for a proposed one the
 * answer (Accept, or Decline with a reply). `answer`: 'own' for the associate, 'onBehalf' for an
 * administrator, absent to show the thread only.
 */
export function CardCorrections({
  timesheetId,
  card,
  answer,
}: {
  timesheetId: string;
  card: Timecard;
  answer?: 'own' | 'onBehalf';
}) {
  const days = WEEK_DAYS.filter((day) => card.data[day].correction);
  if (days.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {days.map((day) => {
        const entry = card.data[day];
        const correction = entry.correction!;
        const label = `${card.projectName} · ${card.taskName}, ${formatDayHeading(entry.date)}`;
        return (
          <Box
            component="li"
            key={day}
            sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5, py: 0.5 }}
          >
            <Typography variant="subtitle2" component="p">
              {`Correction · ${label}`}
            </Typography>
            <Thread correction={correction} />
            {answer && correction.state === 'proposed' && (
              <Answer
                timesheetId={timesheetId}
                card={card}
                day={day}
                label={label}
                onBehalf={answer === 'onBehalf'}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
