import { useId } from 'react';
import type { Correction } from '@tallysheet/contract/timesheets/corrections';
import { MAX_DESCRIPTION, MAX_REVIEW_COMMENT } from '@tallysheet/contract/timesheets/review';
import { hoursLabel, type Choice } from '../decisions.ts';
import { formatDate } from '../format.ts';

/** Which field a correction's error belongs to: the hours, or else the comment. */
const HOURS_ERROR = /hours/i;

/**
 * A proposed correction (issue 29 §4): corrected hours, an optional corrected description and
 * the required comment; the associate accepts or declines it.
 */
export function CorrectionFields({
  choice,
  error,
  disabled,
  onChange,
  inputRef,
}: {
  choice: Choice;
  error?: string;
  disabled?: boolean;
  onChange(fields: Partial<Pick<Choice, 'hours' | 'description' | 'comment'>>): void;
  inputRef(element: HTMLInputElement | HTMLTextAreaElement | null): void;
}) {
  const id = useId();
  const hoursError = error && HOURS_ERROR.test(error) ? error : undefined;
  const commentError = error && !hoursError ? error : undefined;
  return (
    <div className="tp-correction-fields">
      <div className={hoursError ? 'tp-field tp-field-error' : 'tp-field'}>
        <label htmlFor={`${id}-hours`} className="tp-field-label">
          Corrected hours<span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-hours`}
          ref={hoursError ? inputRef : undefined}
          className="tp-textarea tp-input"
          inputMode="decimal"
          autoComplete="off"
          required
          value={choice.hours ?? ''}
          disabled={disabled}
          aria-invalid={Boolean(hoursError)}
          aria-describedby={`${id}-hours-help`}
          onChange={(event) => onChange({ hours: event.target.value })}
        />
        <p id={`${id}-hours-help`} className="tp-field-help">
          {hoursError ?? 'In quarter hours, e.g. 7.5 or 7:30.'}
        </p>
      </div>
      <div className="tp-field">
        <label htmlFor={`${id}-description`} className="tp-field-label">
          Corrected description (optional)
        </label>
        <textarea
          id={`${id}-description`}
          className="tp-textarea"
          rows={2}
          maxLength={MAX_DESCRIPTION}
          value={choice.description ?? ''}
          disabled={disabled}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
      <div className={commentError ? 'tp-field tp-field-error' : 'tp-field'}>
        <label htmlFor={`${id}-comment`} className="tp-field-label">
          Comment for the associate<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-comment`}
          ref={hoursError ? undefined : inputRef}
          className="tp-textarea"
          rows={2}
          required
          maxLength={MAX_REVIEW_COMMENT}
          value={choice.comment}
          disabled={disabled}
          aria-invalid={Boolean(commentError)}
          aria-describedby={`${id}-comment-help`}
          onChange={(event) => onChange({ comment: event.target.value })}
        />
        <p id={`${id}-comment-help`} className="tp-field-help">
          {commentError ?? 'Why the time should change. The associate accepts or declines it.'}
        </p>
      </div>
    </div>
  );
}

const STATE_TEXT: Record<Correction['state'], string> = {
  proposed: 'Waiting for the associate to accept or decline',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** A day's correction and its answer: what was proposed, by whom, and the associate's reply. */
export function CorrectionThread({ correction }: { correction: Correction }) {
  const changedDescription = correction.description !== correction.originalDescription;
  return (
    <div className="tp-correction">
      <p className="tp-correction-title">
        Correction: {hoursLabel(correction.originalHours)} → {hoursLabel(correction.hours)}
      </p>
      {changedDescription && <p className="tp-wrap">Description: {correction.description}</p>}
      <p className="tp-caption">
        Proposed by {correction.proposedBy} on {formatDate(correction.proposedAt)}
      </p>
      <p className="tp-review-comment">{correction.comment}</p>
      <p className="tp-caption">
        {STATE_TEXT[correction.state]}
        {correction.answeredBy && correction.answeredAt
          ? ` by ${correction.answeredBy} on ${formatDate(correction.answeredAt)}`
          : ''}
      </p>
      {correction.reply && <p className="tp-review-comment">{correction.reply}</p>}
    </div>
  );
}
