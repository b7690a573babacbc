import { PortalError } from '../api/portal-request.ts';
import { Icon, type IconName } from './icons.tsx';
import { PortalLayout } from './portal-layout.tsx';

const RESEND = 'Please ask the person who sent you the timecard to send it again.';

export type LinkProblemKind = 'invalid' | 'expired' | 'gone' | 'busy' | 'failed';

const PROBLEMS: Record<LinkProblemKind, { title: string; text: string; icon: IconName }> = {
  invalid: {
    title: 'This link is not valid',
    text: `It may be incomplete, or a newer e-mail may have replaced it. Check that you opened the whole link from the e-mail. ${RESEND}`,
    icon: 'linkOff',
  },
  expired: {
    title: 'This link has expired',
    text: `Approval links work for a limited time. ${RESEND}`,
    icon: 'schedule',
  },
  gone: {
    title: 'This timesheet is no longer available',
    text: `It may have been withdrawn or deleted. ${RESEND}`,
    icon: 'linkOff',
  },
  busy: {
    title: 'Too many attempts',
    text: 'Please wait a minute, then try again.',
    icon: 'schedule',
  },
  failed: {
    title: 'We could not load this timecard',
    text: 'Check your internet connection and try again.',
    icon: 'cloudOff',
  },
};

/** What a failed load means for the visitor. */
export function problemOf(error: unknown): LinkProblemKind {
  if (!(error instanceof PortalError)) return 'failed';
  if (error.status === 401) return /expired/i.test(error.message) ? 'expired' : 'invalid';
  if (error.status === 400) return 'invalid';
  if (error.status === 404) return 'gone';
  if (error.status === 429) return 'busy';
  return 'failed';
}

/** The plain page for a link that cannot be used: what happened and whom to ask. */
export function LinkProblem({
  brandName,
  kind,
  onRetry,
}: {
  brandName: string;
  kind: LinkProblemKind;
  onRetry?(): void;
}) {
  const problem = PROBLEMS[kind];
  const canRetry = onRetry && (kind === 'failed' || kind === 'busy');
  return (
    <PortalLayout brandName={brandName}>
      <div className="tp-card tp-problem">
        <Icon name={problem.icon} size={40} className="tp-problem-icon" />
        <h1 className="tp-h1">{problem.title}</h1>
        <p className="tp-secondary">{problem.text}</p>
        {canRetry && (
          <button type="button" className="tp-button tp-button-contained" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </PortalLayout>
  );
}
