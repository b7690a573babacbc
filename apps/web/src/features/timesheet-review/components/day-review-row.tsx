import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TimecardDay } from '@tallysheet/contract/timesheets/timesheets';
import { MAX_REVIEW_COMMENT } from '@tallysheet/contract/timesheets/timesheets';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import {
  formatDay,
  formatDayHeading,
  WEEK_DAY_LABELS,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import { formatDate, MISSING } from '@/lib/dates.ts';
import { REVIEW_TEXT } from '../messages.ts';
import type { DayDraft } from '../review-state.ts';
import { DecisionToggle } from './decision-toggle.tsx';

/**
 * "Approved by Pat Lee (administrator) on Nov 20, 2026"; an alternate's decision names the
 * absent contact too: "Approved by Dora Delegate on behalf of Paula Approver on …" (issue 29 §3).
 */
export function decidedBy(entry: TimecardDay): string | null {
  if (!entry.review || !entry.reviewedBy) return null;
  const { kind, name, at, onBehalfOf } = entry.reviewedBy;
  const who =
    (kind === 'admin' ? `${name} (administrator)` : name) +
    (onBehalfOf ? ` on behalf of ${onBehalfOf}` : '');
  return `${entry.review === 'approved' ? 'Approved' : 'Rejected'} by ${who} on ${formatDate(at)}`;
}

const AREAS = {
  xs: `"date hours" "desc desc" "by by" "toggle toggle" "comment comment"`,
  md: `"date hours desc toggle comment" "date hours by toggle comment"`,
};

interface DayReviewRowProps {
  day: WeekDay;
  entry: TimecardDay;
  /** Absent on a timecard that cannot be reviewed: the day shows read-only. */
  value?: DayDraft;
  /** The comment is required (a rejected day outside Reject all). */
  commentRequired: boolean;
  error?: string;
  disabled?: boolean;
  onChange?(change: Partial<DayDraft>): void;
  commentRef?(element: HTMLTextAreaElement | null): void;
}

/** One worked day: date, hours, description, its decision and review comment. */
export function DayReviewRow({
  day,
  entry,
  value,
  commentRequired,
  error,
  disabled,
  onChange,
  commentRef,
}: DayReviewRowProps) {
  const label = `${WEEK_DAY_LABELS[day]}, ${formatDay(entry.date)}`;
  const comment = useRef<HTMLTextAreaElement | null>(null);
  const rejected = value?.review === 'rejected';
  const wasRejected = useRef(rejected);

  // Choosing Reject moves on to the comment it needs (Reject all asks for its own instead).
  useEffect(() => {
    if (rejected && !wasRejected.current && commentRequired && !value?.comment)
      comment.current?.focus();
    wasRejected.current = rejected;
  }, [rejected, commentRequired, value?.comment]);

  const by = decidedBy(entry);
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateAreas: AREAS,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) auto',
          md: '112px 56px minmax(0, 1fr) auto minmax(220px, 300px)',
        },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'start',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ gridArea: 'date', fontWeight: 600, pt: { md: 0.75 } }}>
        {formatDayHeading(entry.date)}
      </Typography>
      <Typography
        sx={{
          gridArea: 'hours',
          fontWeight: 600,
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          pt: { md: 0.75 },
        }}
      >
        {formatHours(entry.hours)} h
      </Typography>
      <Typography
        variant="body2"
        color={entry.description ? 'text.primary' : 'text.secondary'}
        sx={{
          gridArea: 'desc',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          pt: { md: 0.75 },
        }}
      >
        {entry.description || MISSING}
      </Typography>
      {by && (
        <Typography variant="caption" color="text.secondary" sx={{ gridArea: 'by' }}>
          {by}
        </Typography>
      )}
      {value && onChange ? (
        <>
          <Box sx={{ gridArea: 'toggle', display: 'flex' }}>
            <DecisionToggle
              value={value.review}
              label={`Decision for ${label}`}
              disabled={disabled}
              onChange={(review) => {
                // A decided day can change its decision, never go back to undecided.
                if (review || entry.review === null) onChange({ review });
              }}
            />
          </Box>
          <TextField
            sx={{ gridArea: 'comment' }}
            label={REVIEW_TEXT.reviewComment}
            required={commentRequired}
            multiline
            maxRows={6}
            value={value.comment}
            onChange={(event) => onChange({ comment: event.target.value })}
            error={Boolean(error)}
            helperText={error}
            disabled={disabled}
            inputRef={(element: HTMLTextAreaElement | null) => {
              comment.current = element;
              commentRef?.(element);
            }}
            slotProps={{
              htmlInput: {
                maxLength: MAX_REVIEW_COMMENT,
                'aria-label': `Review comment, ${label}`,
              },
            }}
          />
        </>
      ) : (
        entry.reviewComment && (
          <Typography
            variant="body2"
            sx={{
              gridArea: 'comment',
              borderLeft: 3,
              borderColor: 'divider',
              pl: 1.5,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {entry.reviewComment}
          </Typography>
        )
      )}
    </Box>
  );
}
