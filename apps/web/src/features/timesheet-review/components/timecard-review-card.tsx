import { useId } from 'react';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import RemoveDoneIcon from '@mui/icons-material/RemoveDone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import {
  MAX_REVIEW_COMMENT,
  type DayReviewValue,
  type Timecard,
} from '@tallysheet/contract/timesheets/timesheets';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import { REVIEW_TEXT } from '../messages.ts';
import { isReviewable, workedDays, type CardDraft, type DayDraft } from '../review-state.ts';
import { DayReviewRow } from './day-review-row.tsx';

const pressed = {
  approved: { color: '#1E5E22', bgcolor: '#EAF6EC', borderColor: '#2E7D32' },
  rejected: { color: '#8E1B1B', bgcolor: '#FDECEC', borderColor: '#C62828' },
} as const;

interface TimecardReviewCardProps {
  card: Timecard;
  draft: CardDraft | undefined;
  errors: { days: Partial<Record<WeekDay, string>>; managerComments?: string };
  disabled: boolean;
  onDay(day: WeekDay, change: Partial<DayDraft>): void;
  onWhole(decision: DayReviewValue): void;
  onManagerComments(value: string): void;
  fieldRef(field: WeekDay | 'managerComments', element: HTMLElement | null): void;
}

/** One timecard: where the time went, its status, a row per worked day and the manager comments. */
export function TimecardReviewCard({
  card,
  draft,
  errors,
  disabled,
  onDay,
  onWhole,
  onManagerComments,
  fieldRef,
}: TimecardReviewCardProps) {
  const headingId = useId();
  const reviewable = isReviewable(card) && draft !== undefined;
  const days = workedDays(card);
  const wholeButton = (decision: DayReviewValue, label: string, Icon: typeof DoneAllIcon) => {
    const active = draft?.whole === decision;
    return (
      <Button
        variant="outlined"
        size="small"
        color="inherit"
        startIcon={<Icon aria-hidden />}
        aria-pressed={active}
        disabled={disabled}
        onClick={() => onWhole(decision)}
        sx={{ borderColor: '#8A94A3', ...(active && pressed[decision]) }}
      >
        {label}
      </Button>
    );
  };

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {`${card.clientName} / ${card.projectName} / ${card.taskName}`}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mt: 0.5 }}>
            <TimecardStatusChip status={card.status} />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {`${formatHours(card.totalHours) || '0'} h`}
            </Typography>
          </Stack>
        </Box>
        {reviewable && days.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {wholeButton('approved', REVIEW_TEXT.approveAll, DoneAllIcon)}
            {wholeButton('rejected', REVIEW_TEXT.rejectAll, RemoveDoneIcon)}
          </Stack>
        )}
      </Stack>

      {!isReviewable(card) && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {REVIEW_TEXT.draftCard}
        </Alert>
      )}

      <Box component="ul" aria-label="Worked days" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {days.map((day) => {
          const value = reviewable ? draft.days[day] : undefined;
          return (
            <DayReviewRow
              key={day}
              day={day}
              entry={card.data[day]}
              value={value}
              commentRequired={value?.review === 'rejected' && !draft?.whole}
              error={errors.days[day]}
              disabled={disabled}
              onChange={(change) => onDay(day, change)}
              commentRef={(element) => fieldRef(day, element)}
            />
          );
        })}
      </Box>

      {reviewable ? (
        <TextField
          label={REVIEW_TEXT.managerComments}
          multiline
          minRows={2}
          maxRows={8}
          required={draft.whole === 'rejected'}
          value={draft.managerComments}
          onChange={(event) => onManagerComments(event.target.value)}
          error={Boolean(errors.managerComments)}
          helperText={
            errors.managerComments ??
            (draft.whole === 'rejected' ? REVIEW_TEXT.rejectAllHelp : undefined)
          }
          disabled={disabled}
          inputRef={(element: HTMLElement | null) => fieldRef('managerComments', element)}
          slotProps={{ htmlInput: { maxLength: MAX_REVIEW_COMMENT } }}
          sx={{ mt: 2, maxWidth: 720 }}
        />
      ) : (
        card.managerComments && (
          <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {`${REVIEW_TEXT.managerComments}: `}
            </Box>
            {card.managerComments}
          </Typography>
        )
      )}
    </Card>
  );
}
