import { useEffect, useId, useRef } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  MAX_REVIEW_COMMENT,
  type DayReviewValue,
} from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAY_LABELS } from '@tallysheet/contract/timesheets/week';
import { formatDate } from '@/lib/dates.ts';
import { hoursLabel, type Choice, type WorkedDay } from '../decisions.ts';
import { DecisionChip } from './decision-chip.tsx';

const toggleSx = (color: string, bg: string, border: string, hover: string) =>
  ({
    flex: 1,
    minHeight: 44,
    gap: 1,
    fontSize: 14,
    color: 'text.primary',
    borderColor: '#8A94A3',
    '&.Mui-selected, &.Mui-selected:hover': { color, bgcolor: bg, borderColor: border },
    '&.Mui-selected:hover': { bgcolor: hover },
  }) as const;
const approveSx = toggleSx('#1E5E22', '#EAF6EC', '#2E7D32', '#DCEFDF');
const rejectSx = toggleSx('#8E1B1B', '#FDECEC', '#C62828', '#F9DCDC');

/** "Approved by Pat Lee (administrator) on Mar 12, 2026". */
function decidedBy(day: WorkedDay): string | null {
  if (!day.review || !day.reviewedBy) return null;
  const { kind, name, at } = day.reviewedBy;
  const who = kind === 'admin' ? `${name} (administrator)` : name;
  return `${day.review === 'approved' ? 'Approved' : 'Rejected'} by ${who} on ${formatDate(at)}`;
}

interface DayCardProps {
  day: WorkedDay;
  /** Open days only: the contact's choice and its comment error. */
  choice?: Choice;
  error?: string;
  /** Set when the day is still open and may be decided. */
  onChoose?(review: DayReviewValue | null): void;
  onComment?(comment: string): void;
  commentRef?(element: HTMLTextAreaElement | null): void;
  disabled?: boolean;
}

/** One worked day: date, task, hours, description, and its decision or the toggle to make it. */
export function DayCard({
  day,
  choice,
  error,
  onChoose,
  onComment,
  commentRef,
  disabled,
}: DayCardProps) {
  const headingId = useId();
  const commentField = useRef<HTMLTextAreaElement | null>(null);
  const rejected = choice?.review === 'rejected';
  const wasRejected = useRef(rejected);
  const label = `${WEEK_DAY_LABELS[day.day]}, ${formatDate(day.date)}`;

  // Choosing Reject moves on to the comment it needs.
  useEffect(() => {
    if (rejected && !wasRejected.current) commentField.current?.focus();
    wasRejected.current = rejected;
  }, [rejected]);

  const by = decidedBy(day);
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h3">
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {day.taskName}
            </Typography>
          </Box>
          <Typography
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {hoursLabel(day.hours)}
          </Typography>
        </Stack>
        <Typography
          variant="body2"
          color={day.description ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {day.description || 'No description'}
        </Typography>
        {onChoose ? (
          <>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={choice?.review ?? null}
              onChange={(_event, value: DayReviewValue | null) => onChoose(value)}
              aria-label={`Decision for ${label}`}
              disabled={disabled}
              sx={{ gap: 1, '& .MuiToggleButtonGroup-grouped': { borderRadius: 1.5, border: 1 } }}
            >
              <ToggleButton value="approved" sx={approveSx}>
                <CheckIcon fontSize="small" aria-hidden />
                Approve
              </ToggleButton>
              <ToggleButton value="rejected" sx={rejectSx}>
                <CloseIcon fontSize="small" aria-hidden />
                Reject
              </ToggleButton>
            </ToggleButtonGroup>
            {rejected && (
              <TextField
                label="Reason for rejecting"
                required
                multiline
                minRows={2}
                value={choice.comment}
                onChange={(event) => onComment?.(event.target.value)}
                error={Boolean(error)}
                helperText={error ?? 'Tell them what to correct.'}
                disabled={disabled}
                inputRef={(element: HTMLTextAreaElement | null) => {
                  commentField.current = element;
                  commentRef?.(element);
                }}
                slotProps={{ htmlInput: { maxLength: MAX_REVIEW_COMMENT } }}
              />
            )}
          </>
        ) : (
          <Stack spacing={1}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <DecisionChip review={day.review} />
              {by && (
                <Typography variant="caption" color="text.secondary">
                  {by}
                </Typography>
              )}
            </Stack>
            {day.reviewComment && (
              <Typography
                variant="body2"
                sx={{
                  borderLeft: 3,
                  borderColor: 'divider',
                  pl: 1.5,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {day.reviewComment}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
