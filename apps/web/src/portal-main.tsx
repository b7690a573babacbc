// The approval page's own entry (portal.html): the e-mailed link's page for a project contact,
// with no sign-in. Plain React and the page's CSS only: none of the app's router, component
// library, query client or contract schemas (issue 28 §5: its JS stays within 90 KB gzip,
// scripts/bundle-budget.mjs).
import { Component, startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchApproval } from './features/approval-portal/api/use-approval.ts';
import { LinkProblem } from './features/approval-portal/components/link-problem.tsx';
import { PortalPage } from './features/approval-portal/components/portal-page.tsx';
import { InboxPage } from './features/approval-portal/inbox/inbox-page.tsx';
import { prefetchInbox } from './features/approval-portal/inbox/use-inbox.ts';
import { RemindersOffPage } from './features/approval-portal/reminders-off/reminders-off-page.tsx';
import {
  approveTimeRedirectOn,
  pageSettings,
  settleAddress,
} from './features/approval-portal/page-start.ts';

const settings = pageSettings();
const token = new URLSearchParams(window.location.search).get('token') ?? '';
// The approver's inbox (`/approvals`, issue 29 §1), the reminders' opt-out (`/reminders-off`,
// §2) or one timecard (`/approve-time`).
const path = window.location.pathname.replace(/\/+$/, '');
const isInbox = path === '/approvals';
const isRemindersOff = path === '/reminders-off';
// The view is asked for before anything renders.
if (isInbox) prefetchInbox(token);
else if (!isRemindersOff) prefetchApproval(token);
settleAddress(
  window.location,
  window.history,
  approveTimeRedirectOn(settings.approveTimeRedirect, () => window.localStorage),
);
document.title = `${isInbox ? 'Approvals' : isRemindersOff ? 'Reminders' : 'Approve Time'} | ${settings.brandName}`;

/** A page that fails to render says so plainly, with a way to try again. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <LinkProblem
        brandName={settings.brandName}
        kind="failed"
        onRetry={() => window.location.reload()}
      />
    ) : (
      this.props.children
    );
  }
}

const root = createRoot(document.getElementById('root')!);
// A transition: the first render is done in slices (the page's frame is on screen already).
startTransition(() =>
  root.render(
    <StrictMode>
      <PageBoundary>
        {isInbox ? (
          <InboxPage token={token} brandName={settings.brandName} />
        ) : isRemindersOff ? (
          <RemindersOffPage token={token} brandName={settings.brandName} />
        ) : (
          <PortalPage token={token} brandName={settings.brandName} />
        )}
      </PageBoundary>
    </StrictMode>,
  ),
);
