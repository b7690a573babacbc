import { useRef, useState } from 'react';
import {
  approveOpen,
  countChoices,
  missingComments,
  type Choice,
  type ChoiceReview,
  type Choices,
  type WorkedDay,
} from '../decisions.ts';
import { fieldErrorsOf, type Notice } from '../submit-outcome.ts';

/** Asked for when Submit is pressed with nothing chosen; gone as soon as a day is chosen. */
export const CHOOSE_FIRST: Notice = {
  severity: 'info',
  text: 'Approve or reject at least one day, then submit.',
};

/** What the day cards need from the page: the choices, their errors and the handlers. */
export interface DayControls {
  choices: Choices;
  errors: Record<string, string>;
  busy: boolean;
  choose(key: string, review: ChoiceReview | null): void;
  comment(key: string, text: string): void;
  /** A proposed correction's fields as typed. */
  correct(key: string, fields: Partial<Pick<Choice, 'hours' | 'description' | 'comment'>>): void;
  commentRef(key: string, element: HTMLTextAreaElement | HTMLInputElement | null): void;
  /** Approves every open day of these days (the rest, a timecard, an associate's week). */
  approve(days: WorkedDay[]): void;
}

/**
 * The contact's choices for the open days, as the timecard page and the inbox both take them:
 * choose, comment on rejections, propose corrections, approve many at once; check them before
 * sending (a rejection needs a comment) and put the server's field errors back on their days.
 */
export function useDayChoices(open: WorkedDay[], busy: boolean) {
  const [choices, setChoices] = useState<Choices>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const comments = useRef(new Map<string, HTMLTextAreaElement | HTMLInputElement>());
  const counts = countChoices(open, choices);

  // A choice answers "approve or reject at least one day": the request to make one goes.
  const chosen = () => setNotice((current) => (current === CHOOSE_FIRST ? null : current));
  const clearError = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);
  /** Shows the errors and moves to the first day that has one. */
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = open.find((day) => found[day.key]);
    if (first) comments.current.get(first.key)?.focus();
  };

  const controls: DayControls = {
    choices,
    errors,
    busy,
    choose(key, review) {
      setChoices((current) => {
        const next = { ...current };
        if (review) next[key] = { ...current[key], review, comment: current[key]?.comment ?? '' };
        else delete next[key];
        return next;
      });
      if (review) chosen();
      if (review !== 'rejected') clearError(key);
    },
    comment(key, text) {
      setChoices((current) => ({ ...current, [key]: { review: 'rejected', comment: text } }));
      if (text.trim()) clearError(key);
    },
    // A proposed correction's fields (issue 29 §4): an edit clears the day's error.
    correct(key, fields) {
      setChoices((current) => ({
        ...current,
        [key]: { review: 'correction', comment: '', ...current[key], ...fields },
      }));
      clearError(key);
    },
    commentRef(key, element) {
      if (element) comments.current.set(key, element);
      else comments.current.delete(key);
    },
    approve(days) {
      setChoices((current) => approveOpen(current, days));
      chosen();
    },
  };

  return {
    choices,
    counts,
    notice,
    setNotice,
    controls,
    /** Whether the choices may be sent: something chosen, every rejection with its comment. */
    ready() {
      setNotice(null);
      if (counts.approved + counts.rejected + counts.corrected === 0) {
        setNotice(CHOOSE_FIRST);
        return false;
      }
      const missing = missingComments(open, choices);
      if (Object.keys(missing).length === 0) return true;
      showErrors(missing);
      return false;
    },
    /** After a refused send: the server's field errors on their days (true when there were some). */
    refusedFields(error: unknown, keyAt: (path: string) => string | undefined) {
      const found = fieldErrorsOf(error, keyAt);
      if (Object.keys(found).length === 0) return false;
      showErrors(found);
      return true;
    },
    /** Sent: the choices and errors go. */
    clear() {
      setChoices({});
      setErrors({});
    },
  };
}
