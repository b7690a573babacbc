import { useEffect, useRef, useState } from 'react';
// Types only from the contract: its schemas stay out of the approval page's bundle.
import type { ReminderOptOut } from '@tallysheet/contract/approvals/approval-settings';
import { portalRequest } from '../api/portal-request.ts';
import { Icon } from '../components/icons.tsx';
import { LinkProblem, problemOf } from '../components/link-problem.tsx';
import { PortalLayout } from '../components/portal-layout.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; view: ReminderOptOut; sending: boolean; sendError?: string };

const optOut = (token: string, method: 'GET' | 'POST') =>
  portalRequest<ReminderOptOut>(token, { method }, 'reminder-opt-out');

/**
 * The reminder e-mail's footer link (issue 29 §2): opening it changes nothing; the contact
 * confirms to stop reminders to approve. Escalations of late timecards to others still go.
 */
export function RemindersOffPage({ token, brandName }: { token: string; brandName: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const optedOut = state.kind === 'ready' && state.view.optedOut;

  useEffect(() => {
    let live = true;
    optOut(token, 'GET').then(
      (view) => live && setState({ kind: 'ready', view, sending: false }),
      (error: unknown) => live && setState({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (optedOut) heading.current?.focus();
  }, [optedOut]);

  if (state.kind === 'failed')
    return <LinkProblem brandName={brandName} kind={problemOf(state.error)} />;
  if (state.kind === 'loading')
    return (
      <PortalLayout brandName={brandName}>
        <p className="tp-secondary" role="status">
          Loading…
        </p>
      </PortalLayout>
    );

  const { view } = state;
  const confirm = () => {
    setState({ ...state, sending: true, sendError: undefined });
    optOut(token, 'POST').then(
      (next) => setState({ kind: 'ready', view: next, sending: false }),
      (error: unknown) =>
        setState({
          ...state,
          sending: false,
          sendError:
            problemOf(error) === 'busy'
              ? 'Too many attempts. Please wait a minute, then try again.'
              : 'We could not turn reminders off. Please try again.',
        }),
    );
  };
  return (
    <PortalLayout brandName={brandName} companyName={view.companyName}>
      <div className="tp-card tp-stack">
        {view.optedOut ? (
          <>
            <h1 className="tp-h1" ref={heading} tabIndex={-1}>
              <Icon name="check" /> Reminders are off
            </h1>
            <p>
              {view.contactName}, you will no longer get reminders to approve timecards from{' '}
              {view.companyName}. Timecard e-mails still arrive, and timecards left waiting too long
              may still go to another approver.
            </p>
          </>
        ) : (
          <>
            <h1 className="tp-h1">Stop reminders to approve?</h1>
            <p>
              {view.contactName}, {view.companyName} reminds you when timecards wait for your
              approval. You can turn these reminders off. Timecard e-mails still arrive, and
              timecards left waiting too long may still go to another approver.
            </p>
            {state.sendError && (
              <p className="tp-alert tp-alert-error" role="alert">
                {state.sendError}
              </p>
            )}
            <div>
              <button
                type="button"
                className="tp-button tp-button-contained"
                onClick={confirm}
                disabled={state.sending}
                data-loading={state.sending || undefined}
              >
                Turn reminders off
              </button>
            </div>
          </>
        )}
      </div>
    </PortalLayout>
  );
}
