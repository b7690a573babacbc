import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ApprovalDecision, ApprovalView } from '@tallysheet/contract/timesheets/timesheets';
import { PortalError } from '../api/portal-request.ts';
import {
  buildDecision,
  countChoices,
  missingComments,
  openDays,
  workedDays,
  type Choice,
  type ChoiceReview,
  type Choices,
  type WorkedDay,
} from '../decisions.ts';
import { formatDate } from '../format.ts';
import { failureNotice, fieldErrorsOf, sentText, type Notice } from '../submit-outcome.ts';
import { ApprovalSummary } from './approval-summary.tsx';
import { DayCard } from './day-card.tsx';
import { DecisionBar } from './decision-bar.tsx';
import { Icon } from './icons.tsx';
import { PortalLayout } from './portal-layout.tsx';

/** Asked for when Submit is pressed with nothing chosen; gone as soon as a day is chosen. */
const CHOOSE_FIRST: Notice = {
  severity: 'info',
  text: 'Approve or reject at least one day, then submit.',
};

function DaySection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="tp-section" aria-labelledby={id}>
      <div className="tp-section-head">
        <h2 id={id} className="tp-h2">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The contact's review of the days: choose, comment on rejections, submit; then read-only. */
export function ApprovalForm({
  brandName,
  view,
  refreshing,
  submit,
  submitting,
  onStale,
}: {
  brandName: string;
  view: ApprovalView;
  refreshing: boolean;
  submit(body: ApprovalDecision): Promise<unknown>;
  submitting: boolean;
  /** Someone decided meanwhile: reload the view. */
  onStale(): void;
}) {
  const [choices, setChoices] = useState<Choices>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sent, setSent] = useState<{
    approved: number;
    rejected: number;
    corrected: number;
  } | null>(null);
  const comments = useRef(new Map<string, HTMLTextAreaElement | HTMLInputElement>());
  const confirmation = useRef<HTMLDivElement>(null);

  const days = workedDays(view);
  const open = openDays(days);
  const decided = days.filter((day) => day.review !== null);
  const counts = countChoices(open, choices);
  const busy = submitting;

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  // A choice answers "approve or reject at least one day": the request to make one goes.
  const chosen = () => setNotice((current) => (current === CHOOSE_FIRST ? null : current));
  const choose = (key: string, review: ChoiceReview | null) => {
    setChoices((current) => {
      const next = { ...current };
      if (review) next[key] = { ...current[key], review, comment: current[key]?.comment ?? '' };
      else delete next[key];
      return next;
    });
    if (review) chosen();
    if (review !== 'rejected') setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const comment = (key: string, text: string) => {
    setChoices((current) => ({ ...current, [key]: { review: 'rejected', comment: text } }));
    if (text.trim()) setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  // A proposed correction's fields (issue 29 §4): an edit clears the day's error.
  const correct = (
    key: string,
    fields: Partial<Pick<Choice, 'hours' | 'description' | 'comment'>>,
  ) => {
    setChoices((current) => ({
      ...current,
      [key]: { review: 'correction', comment: '', ...current[key], ...fields },
    }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const approveRemaining = () => {
    setChoices((current) => {
      const next = { ...current };
      for (const day of open) next[day.key] ??= { review: 'approved', comment: '' };
      return next;
    });
    chosen();
  };

  const send = async () => {
    setNotice(null);
    if (counts.approved + counts.rejected + counts.corrected === 0) {
      setNotice(CHOOSE_FIRST);
      return;
    }
    const missing = missingComments(open, choices);
    const firstMissing = open.find((day) => missing[day.key]);
    if (firstMissing) {
      setErrors(missing);
      comments.current.get(firstMissing.key)?.focus();
      return;
    }
    const { body, keyAt } = buildDecision(open, choices);
    try {
      await submit(body);
      setChoices({});
      setErrors({});
      setSent({
        approved: counts.approved,
        rejected: counts.rejected,
        corrected: counts.corrected,
      });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, keyAt);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        const first = open.find((day) => fieldErrors[day.key]);
        if (first) comments.current.get(first.key)?.focus();
        return;
      }
      if (error instanceof PortalError && error.status === 409) onStale();
      setNotice(failureNotice(error));
    }
  };

  const card = (day: WorkedDay, editable: boolean) => (
    <DayCard
      key={day.key}
      day={day}
      choice={editable ? choices[day.key] : undefined}
      error={editable ? errors[day.key] : undefined}
      disabled={busy}
      onChoose={editable ? (review) => choose(day.key, review) : undefined}
      onComment={(text) => comment(day.key, text)}
      onCorrect={(fields) => correct(day.key, fields)}
      commentRef={(element) => {
        if (element) comments.current.set(day.key, element);
        else comments.current.delete(day.key);
      }}
    />
  );

  return (
    <PortalLayout
      brandName={brandName}
      companyName={view.companyName}
      footer={
        open.length > 0 && (
          <DecisionBar counts={counts} submitting={busy} onSubmit={() => void send()} />
        )
      }
    >
      <div className="tp-stack tp-stack-page">
        <div>
          <h1 className="tp-h1">Approve time</h1>
          <p className="tp-secondary">
            {open.length > 0
              ? `Hello ${view.contactName}, ${view.companyName} asks you to review the time ${view.userFullName} recorded for ${view.projectName}. Approve or reject each day; a rejected day needs a reason.`
              : `Hello ${view.contactName}, these are the decisions on the time ${view.userFullName} recorded for ${view.projectName}.`}
          </p>
        </div>
        {sent && (
          <div ref={confirmation} tabIndex={-1} role="alert" className="tp-alert tp-alert-success">
            <Icon name="success" size={22} />
            <div>
              <p className="tp-alert-title">Thank you, your decisions were sent</p>
              <p>{sentText(sent, open.length, view.expiresAt)}</p>
            </div>
          </div>
        )}
        {!sent && open.length === 0 && days.length > 0 && (
          <div className="tp-alert tp-alert-info" role="status">
            <Icon name="info" size={22} />
            <p>
              Every day of this timecard has been reviewed. This link shows the decisions until{' '}
              {formatDate(view.expiresAt)}.
            </p>
          </div>
        )}
        <ApprovalSummary view={view} />
        {refreshing && (
          <div className="tp-progress" role="progressbar" aria-label="Refreshing the timecard" />
        )}
        {notice && (
          <div
            className={`tp-alert tp-alert-${notice.severity}`}
            role={notice.severity === 'info' ? 'status' : 'alert'}
          >
            <Icon name={notice.severity} size={22} />
            <p className="tp-alert-text">{notice.text}</p>
            {notice.retry && (
              <button
                type="button"
                className="tp-button tp-alert-action"
                onClick={() => void send()}
              >
                Retry
              </button>
            )}
          </div>
        )}
        {open.length > 0 && (
          <DaySection
            title="Days to review"
            action={
              <button
                type="button"
                className="tp-button tp-button-outlined"
                onClick={approveRemaining}
                disabled={busy || counts.undecided === 0}
              >
                <Icon name="doneAll" />
                Approve all remaining
              </button>
            }
          >
            {open.map((day) => card(day, true))}
          </DaySection>
        )}
        {decided.length > 0 && (
          <DaySection title={open.length > 0 ? 'Already reviewed' : 'Decisions'}>
            {decided.map((day) => card(day, false))}
          </DaySection>
        )}
        {days.length === 0 && (
          <p className="tp-secondary">There are no hours to review on this timecard.</p>
        )}
      </div>
    </PortalLayout>
  );
}
