import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ApprovalDecision, ApprovalView } from '@tallysheet/contract/timesheets/timesheets';
import { PortalError } from '../api/portal-request.ts';
import { buildDecision, openDays, workedDays } from '../decisions.ts';
import { formatDate } from '../format.ts';
import { failureNotice, sentText } from '../submit-outcome.ts';
import { ApprovalSummary } from './approval-summary.tsx';
import { ApproveAllButton } from './approve-all-button.tsx';
import { ChoiceDayCard } from './day-card.tsx';
import { DecisionBar } from './decision-bar.tsx';
import { InfoAlert, NoticeAlert, SentAlert } from './portal-alerts.tsx';
import { PortalLayout } from './portal-layout.tsx';
import { useDayChoices } from './use-day-choices.ts';

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
  const [sent, setSent] = useState<{
    approved: number;
    rejected: number;
    corrected: number;
  } | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  const days = workedDays(view);
  const open = openDays(days);
  const decided = days.filter((day) => day.review !== null);
  const busy = submitting;
  const { choices, counts, notice, setNotice, controls, ready, refusedFields, clear } =
    useDayChoices(open, busy);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const send = async () => {
    if (!ready()) return;
    const { body, keyAt } = buildDecision(open, choices);
    try {
      await submit(body);
      clear();
      setSent({
        approved: counts.approved,
        rejected: counts.rejected,
        corrected: counts.corrected,
      });
    } catch (error) {
      if (refusedFields(error, keyAt)) return;
      if (error instanceof PortalError && error.status === 409) onStale();
      setNotice(failureNotice(error));
    }
  };

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
          <SentAlert ref={confirmation}>{sentText(sent, open.length, view.expiresAt)}</SentAlert>
        )}
        {!sent && open.length === 0 && days.length > 0 && (
          <InfoAlert>
            Every day of this timecard has been reviewed. This link shows the decisions until{' '}
            {formatDate(view.expiresAt)}.
          </InfoAlert>
        )}
        <ApprovalSummary view={view} />
        {refreshing && (
          <div className="tp-progress" role="progressbar" aria-label="Refreshing the timecard" />
        )}
        {notice && <NoticeAlert notice={notice} onRetry={() => void send()} />}
        {open.length > 0 && (
          <DaySection
            title="Days to review"
            action={
              <ApproveAllButton days={open} controls={controls}>
                Approve all remaining
              </ApproveAllButton>
            }
          >
            {open.map((day) => (
              <ChoiceDayCard key={day.key} day={day} controls={controls} />
            ))}
          </DaySection>
        )}
        {decided.length > 0 && (
          <DaySection title={open.length > 0 ? 'Already reviewed' : 'Decisions'}>
            {decided.map((day) => (
              <ChoiceDayCard key={day.key} day={day} controls={controls} />
            ))}
          </DaySection>
        )}
        {days.length === 0 && (
          <p className="tp-secondary">There are no hours to review on this timecard.</p>
        )}
      </div>
    </PortalLayout>
  );
}
