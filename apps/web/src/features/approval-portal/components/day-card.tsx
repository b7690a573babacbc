import { useEffect, useId, useRef } from 'react';
import { MAX_REVIEW_COMMENT } from '@tallysheet/contract/timesheets/review';
import { WEEK_DAY_LABELS } from '@tallysheet/contract/timesheets/week';
import { hoursLabel, type Choice, type ChoiceReview, type WorkedDay } from '../decisions.ts';
import { CorrectionFields, CorrectionThread } from './correction-fields.tsx';
import { formatDate } from '../format.ts';
import { DecisionChip } from './decision-chip.tsx';
import { Icon } from './icons.tsx';
import type { DayControls } from './use-day-choices.ts';

/** "Approved by Pat Lee (administrator) on Mar 12, 2026". */
function decidedBy(day: WorkedDay): string | null {
  if (!day.review || day.review === 'correction' || !day.reviewedBy) return null;
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
  onChoose?(review: ChoiceReview | null): void;
  onComment?(comment: string): void;
  /** A proposed correction's fields as typed. */
  onCorrect?(fields: Partial<Pick<Choice, 'hours' | 'description' | 'comment'>>): void;
  commentRef?(element: HTMLTextAreaElement | HTMLInputElement | null): void;
  disabled?: boolean;
  /** The day's heading level: 3 on the timecard page, 4 in the inbox (under week and associate). */
  headingLevel?: 3 | 4;
}

/** The reason a rejection needs: labelled, required, its error or hint linked to it. */
function RejectReason({
  value,
  error,
  disabled,
  onChange,
  inputRef,
}: {
  value: string;
  error?: string;
  disabled?: boolean;
  onChange(text: string): void;
  inputRef(element: HTMLTextAreaElement | null): void;
}) {
  const id = useId();
  return (
    <div className={error ? 'tp-field tp-field-error' : 'tp-field'}>
      <label htmlFor={id} className="tp-field-label">
        Reason for rejecting<span aria-hidden="true"> *</span>
      </label>
      <textarea
        id={id}
        ref={inputRef}
        className="tp-textarea"
        rows={2}
        required
        maxLength={MAX_REVIEW_COMMENT}
        value={value}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-help`} className="tp-field-help">
        {error ?? 'Tell them what to correct.'}
      </p>
    </div>
  );
}

/** The toggle's buttons: pressing the chosen one again clears the choice. */
const TOGGLES = [
  { review: 'approved', className: 'tp-toggle-approve', icon: 'check', text: 'Approve' },
  { review: 'rejected', className: 'tp-toggle-reject', icon: 'close', text: 'Reject' },
  {
    review: 'correction',
    className: 'tp-toggle-correct',
    icon: 'edit',
    text: 'Propose a correction',
  },
] as const;

/** A day wired to the page's choices: an open day may be decided, a decided one is shown. */
export function ChoiceDayCard({
  day,
  controls,
  headingLevel,
}: {
  day: WorkedDay;
  controls: DayControls;
  headingLevel?: 3 | 4;
}) {
  const open = day.review === null;
  return (
    <DayCard
      day={day}
      headingLevel={headingLevel}
      choice={open ? controls.choices[day.key] : undefined}
      error={open ? controls.errors[day.key] : undefined}
      disabled={controls.busy}
      onChoose={open ? (review) => controls.choose(day.key, review) : undefined}
      onComment={(text) => controls.comment(day.key, text)}
      onCorrect={(fields) => controls.correct(day.key, fields)}
      commentRef={(element) => controls.commentRef(day.key, element)}
    />
  );
}

/** One worked day: date, task, hours, description, and its decision or the toggle to make it. */
export function DayCard({
  day,
  choice,
  error,
  onChoose,
  onComment,
  onCorrect,
  commentRef,
  disabled,
  headingLevel = 3,
}: DayCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const headingId = useId();
  const commentField = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const rejected = choice?.review === 'rejected';
  const correcting = choice?.review === 'correction';
  const wasRejected = useRef(rejected);
  const label = `${WEEK_DAY_LABELS[day.day]}, ${formatDate(day.date)}`;

  // Choosing Reject moves on to the comment it needs.
  useEffect(() => {
    if (rejected && !wasRejected.current) commentField.current?.focus();
    wasRejected.current = rejected;
  }, [rejected]);

  // A toggle: pressing the chosen one again clears the choice.
  const toggle = (review: ChoiceReview) => onChoose?.(choice?.review === review ? null : review);

  const by = decidedBy(day);
  return (
    <article className="tp-card tp-day" aria-labelledby={headingId}>
      <div className="tp-day-head">
        <div className="tp-day-title">
          <Heading id={headingId} className="tp-h3">
            {label}
          </Heading>
          <p className="tp-secondary tp-wrap">{day.taskName}</p>
        </div>
        <p className="tp-day-hours">{hoursLabel(day.hours)}</p>
      </div>
      <p className={day.description ? 'tp-description' : 'tp-description tp-secondary'}>
        {day.description || 'No description'}
      </p>
      {day.correction && <CorrectionThread correction={day.correction} />}
      {onChoose ? (
        <>
          <div className="tp-toggle" role="group" aria-label={`Decision for ${label}`}>
            {TOGGLES.map(({ review, className, icon, text }) => (
              <button
                key={review}
                type="button"
                className={`tp-toggle-button ${className}`}
                aria-pressed={choice?.review === review}
                disabled={disabled}
                onClick={() => toggle(review)}
              >
                <Icon name={icon} />
                {text}
              </button>
            ))}
          </div>
          {correcting && (
            <CorrectionFields
              choice={choice}
              error={error}
              disabled={disabled}
              onChange={(fields) => onCorrect?.(fields)}
              inputRef={(element) => commentRef?.(element)}
            />
          )}
          {rejected && (
            <RejectReason
              value={choice.comment}
              error={error}
              disabled={disabled}
              onChange={(text) => onComment?.(text)}
              inputRef={(element) => {
                commentField.current = element;
                commentRef?.(element);
              }}
            />
          )}
        </>
      ) : (
        <div className="tp-decided">
          <div className="tp-decided-row">
            <DecisionChip review={day.review} />
            {by && <span className="tp-caption">{by}</span>}
          </div>
          {day.reviewComment && !day.correction && (
            <p className="tp-review-comment">{day.reviewComment}</p>
          )}
        </div>
      )}
    </article>
  );
}
