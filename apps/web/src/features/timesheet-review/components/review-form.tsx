import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { changesText, REVIEW_TEXT } from '../messages.ts';
import {
  buildReview,
  cardKey,
  changeCount,
  commentsField,
  dayField,
  initialDraft,
  isReviewable,
  reviewErrors,
  withDay,
  withManagerComments,
  withWhole,
  type ReviewDraft,
} from '../review-state.ts';
import { TimecardReviewCard } from './timecard-review-card.tsx';

interface ReviewFormProps {
  timesheet: Timesheet;
  /** Where Cancel goes: the timesheet in All Timesheets. */
  backTo: string;
  /** After a saved review, with the updated timesheet. */
  onSaved(timesheet: Timesheet): void;
}

/** The timecards with their days to approve or reject, and the Submit bar. */
export function ReviewForm({ timesheet, backTo, onSaved }: ReviewFormProps) {
  const [draft, setDraft] = useState<ReviewDraft>(() => initialDraft(timesheet));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<Timesheet | null>(null);
  const fields = useRef(new Map<string, HTMLElement>());
  const toast = useActionToast();
  const review = useSubmitReview();

  const changes = changeCount(timesheet, draft);
  const ruleErrors = useMemo(() => reviewErrors(timesheet, draft), [timesheet, draft]);
  const errors = attempted ? { ...serverErrors, ...ruleErrors } : serverErrors;
  const anyReviewable = timesheet.timeCards.some(isReviewable);

  // Leave once the guard has seen the saved (clean) state: effects run child first.
  const left = useRef(false);
  useEffect(() => {
    if (!saved || left.current) return;
    left.current = true;
    onSaved(saved);
  }, [saved, onSaved]);

  const update = (next: ReviewDraft, field: string) => {
    setDraft(next);
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  /** The first field with an error, in page order. */
  const focusFirst = (found: Record<string, string>) => {
    for (const card of timesheet.timeCards) {
      const key = cardKey(card);
      const order = [...WEEK_DAYS.map((day) => dayField(key, day)), commentsField(key)];
      const first = order.find((field) => found[field]);
      if (first) {
        fields.current.get(first)?.focus();
        return;
      }
    }
  };

  const submit = () => {
    setAttempted(true);
    if (Object.keys(ruleErrors).length > 0) {
      focusFirst(ruleErrors);
      return;
    }
    const { body, fieldAt } = buildReview(timesheet, draft);
    if (body.timeCards.length === 0) return;
    review.mutate(body, {
      onSuccess: (updated) => {
        toast(REVIEW_TEXT.saved, { variant: 'success' });
        setSaved(updated);
      },
      onError: (error) => {
        const found: Record<string, string> = {};
        let unplaced: string | undefined;
        if (error instanceof ApiError && error.status === 400) {
          for (const issue of error.body.issues ?? []) {
            const field = fieldAt(issue.path);
            if (field) found[field] ??= issue.message;
            else unplaced ??= issue.message;
          }
        }
        setServerErrors(found);
        if (Object.keys(found).length > 0) focusFirst(found);
        if (Object.keys(found).length === 0 || unplaced)
          toast(
            unplaced ??
              (error instanceof ApiError && error.status !== 0 && error.body.message
                ? `${REVIEW_TEXT.saveFailed}: ${error.body.message}`
                : REVIEW_TEXT.saveFailed),
            { variant: 'error' },
          );
      },
    });
  };

  const blocking = Object.keys(errors).length > 0;
  return (
    <>
      <UnsavedChangesGuard
        dirty={changes > 0 && !saved}
        title={REVIEW_TEXT.unsavedTitle}
        message={REVIEW_TEXT.unsavedBody}
        confirmLabel={REVIEW_TEXT.discard}
      />
      {!anyReviewable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {REVIEW_TEXT.nothingToReview}
        </Alert>
      )}
      <Stack spacing={2}>
        {timesheet.timeCards.map((card) => {
          const key = cardKey(card);
          const days: Partial<Record<WeekDay, string>> = {};
          for (const day of WEEK_DAYS) {
            const message = errors[dayField(key, day)];
            if (message) days[day] = message;
          }
          return (
            <TimecardReviewCard
              key={key}
              card={card}
              draft={isReviewable(card) ? draft[key] : undefined}
              errors={{ days, managerComments: errors[commentsField(key)] }}
              disabled={review.isPending}
              onDay={(day, change) => update(withDay(draft, key, day, change), dayField(key, day))}
              onWhole={(decision) => {
                update(withWhole(draft, key, decision), commentsField(key));
                // Reject all needs its reason: move on to the field that holds it.
                if (decision === 'rejected' && !draft[key]?.managerComments.trim())
                  fields.current.get(commentsField(key))?.focus();
              }}
              onManagerComments={(value) =>
                update(withManagerComments(draft, key, value), commentsField(key))
              }
              fieldRef={(field, element) => {
                const name =
                  field === 'managerComments' ? commentsField(key) : dayField(key, field);
                if (element) fields.current.set(name, element);
                else fields.current.delete(name);
              }}
            />
          );
        })}
      </Stack>
      {anyReviewable && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mt: 2,
            mx: { xs: -2, sm: -3 },
            px: { xs: 2, sm: 3 },
            py: 1.5,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1, sm: 2 },
          }}
        >
          <Typography
            variant="body2"
            color={blocking ? 'error' : 'text.secondary'}
            role="status"
            sx={{ flex: '1 1 0', minWidth: 0 }}
          >
            {blocking ? REVIEW_TEXT.fixFirst : changesText(changes)}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
            <Button variant="outlined" component={RouterLink} to={backTo}>
              {REVIEW_TEXT.cancel}
            </Button>
            <Button
              variant="contained"
              onClick={submit}
              loading={review.isPending}
              disabled={changes === 0}
            >
              {REVIEW_TEXT.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </>
  );
}
