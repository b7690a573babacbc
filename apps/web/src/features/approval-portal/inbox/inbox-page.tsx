import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApprovalInbox } from '@tallysheet/contract/timesheets/approval-inbox';
import { PortalError } from '../api/portal-request.ts';
import { ApproveAllButton } from '../components/approve-all-button.tsx';
import { DecisionBar } from '../components/decision-bar.tsx';
import { LinkProblem, problemOf } from '../components/link-problem.tsx';
import { InfoAlert, NoticeAlert, SentAlert } from '../components/portal-alerts.tsx';
import { LoadingTimecard, PortalLayout } from '../components/portal-layout.tsx';
import { useDayChoices } from '../components/use-day-choices.ts';
import { formatHours } from '../decisions.ts';
import { failureNotice, type Notice } from '../submit-outcome.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { allDays, buildInboxDecision, decidedText, groupInbox } from './inbox-decisions.ts';
import { InboxGroups } from './inbox-groups.tsx';
import { useInbox, type InboxState } from './use-inbox.ts';
import './inbox.css';

const STALE: Notice = {
  severity: 'warning',
  text: 'Some of these timecards were decided or withdrawn in the meantime, so nothing was sent. The page now shows what still waits: check your choices and submit again.',
};

/**
 * The approver's inbox (issue 29 §1, `/approvals?token=…`): every timecard waiting for the
 * contact, by week and associate; decide per day, per timecard, per associate or everything
 * shown, confirm once, and send. Partial decisions are fine: what is left keeps waiting.
 */
export function InboxPage({ token, brandName }: { token: string; brandName: string }) {
  const state = useInbox(token);
  if (!token) return <LinkProblem brandName={brandName} kind="invalid" />;
  if (state.error && !state.inbox)
    return (
      <LinkProblem brandName={brandName} kind={problemOf(state.error)} onRetry={state.reload} />
    );
  if (!state.inbox)
    return (
      <PortalLayout brandName={brandName}>
        <LoadingTimecard />
      </PortalLayout>
    );
  return <InboxForm brandName={brandName} inbox={state.inbox} state={state} />;
}

function InboxForm({
  brandName,
  inbox,
  state,
}: {
  brandName: string;
  inbox: ApprovalInbox;
  state: InboxState;
}) {
  const [sent, setSent] = useState<{ approved: number; rejected: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);

  const weeks = useMemo(() => groupInbox(inbox), [inbox]);
  const days = useMemo(() => allDays(weeks), [weeks]);
  const open = days.filter((day) => day.review === null);
  const busy = state.submitting;
  const { choices, counts, notice, setNotice, controls, ready, refusedFields, clear } =
    useDayChoices(open, busy);
  const totalHours = inbox.timesheets.reduce(
    (sum, timesheet) =>
      sum + timesheet.timeCards.reduce((cards, card) => cards + card.totalHours, 0),
    0,
  );
  const associates = new Set(inbox.timesheets.map((timesheet) => timesheet.userFullName)).size;

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  /** Checks the choices, then asks for the one confirmation. */
  const ask = () => {
    if (ready()) setConfirming(true);
  };

  const send = async () => {
    const { body, keyAt } = buildInboxDecision(open, choices);
    try {
      const result = await state.submit(body);
      setConfirming(false);
      clear();
      setSent(result);
      state.reload();
    } catch (error) {
      setConfirming(false);
      if (refusedFields(error, keyAt)) return;
      const stale = error instanceof PortalError && (error.status === 404 || error.status === 409);
      if (stale) state.reload();
      setNotice(stale ? STALE : failureNotice(error));
    }
  };

  return (
    <PortalLayout
      brandName={brandName}
      companyName={inbox.companyName}
      footer={open.length > 0 && <DecisionBar counts={counts} submitting={busy} onSubmit={ask} />}
    >
      <div className="tp-stack tp-stack-page">
        <div>
          <h1 className="tp-h1">Approvals</h1>
          <p className="tp-secondary">
            {open.length > 0
              ? `Hello ${inbox.contactName}, ${inbox.companyName} asks you to review the time of ${associates} ${associates === 1 ? 'associate' : 'associates'}: ${formatHours(totalHours)} hours in all. Approve or reject each day; a rejected day needs a reason.`
              : `Hello ${inbox.contactName}, this page lists the time ${inbox.companyName} asks you to review.`}
          </p>
        </div>
        {sent && (
          <SentAlert ref={thanks}>
            You sent {decidedText(sent)}. A receipt is on its way to your e-mail.
            {open.length > 0 ? ' The days below still wait for a decision.' : ''}
          </SentAlert>
        )}
        {state.fetching && (
          <div className="tp-progress" role="progressbar" aria-label="Refreshing the timecards" />
        )}
        {notice && <NoticeAlert notice={notice} onRetry={ask} />}
        {open.length === 0 && !state.fetching && (
          <InfoAlert>Nothing is waiting for your decision.</InfoAlert>
        )}
        {open.length > 0 && (
          <div className="tp-inbox-head">
            <p className="tp-secondary">
              {open.length} {open.length === 1 ? 'day waits' : 'days wait'} for a decision
            </p>
            <ApproveAllButton days={days} controls={controls}>
              Approve everything shown
            </ApproveAllButton>
          </div>
        )}
        <InboxGroups weeks={weeks} controls={controls} />
        {inbox.more && (
          <InfoAlert>
            More timecards are waiting. Decide these, and the next ones appear here.
          </InfoAlert>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title="Send your decisions?"
          text={`You are sending ${decidedText(counts)}.${counts.undecided > 0 ? ` ${counts.undecided} undecided ${counts.undecided === 1 ? 'day stays' : 'days stay'} waiting.` : ''} Decisions cannot be changed once sent.`}
          confirmLabel="Send decisions"
          busy={busy}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </PortalLayout>
  );
}
