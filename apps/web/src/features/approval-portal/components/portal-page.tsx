import { useApproval } from '../api/use-approval.ts';
import { ApprovalForm } from './approval-form.tsx';
import { LinkProblem, problemOf } from './link-problem.tsx';
import { LoadingTimecard, PortalLayout } from './portal-layout.tsx';

/**
 * The approval page (ARCHITECTURE "Links that leave the app"): loads what the link shows
 * (opening it changes nothing), or says plainly why the link cannot be used. Plain React and
 * its own CSS: it is the page of its own small bundle (portal.html), and the app shows it too.
 */
export function PortalPage({ token, brandName }: { token: string; brandName: string }) {
  const approval = useApproval(token);
  if (!token) return <LinkProblem brandName={brandName} kind="invalid" />;
  if (approval.error)
    return (
      <LinkProblem
        brandName={brandName}
        kind={problemOf(approval.error)}
        onRetry={approval.reload}
      />
    );
  if (!approval.view)
    return (
      <PortalLayout brandName={brandName}>
        <LoadingTimecard />
      </PortalLayout>
    );
  return (
    <ApprovalForm
      brandName={brandName}
      view={approval.view}
      refreshing={approval.fetching}
      submit={approval.submit}
      submitting={approval.submitting}
      onStale={approval.reload}
    />
  );
}
