import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useApproval } from '../api/get-approval.ts';
import { ApprovalForm } from './approval-form.tsx';
import { LinkProblem, problemOf } from './link-problem.tsx';
import { PortalLayout } from '@/components/portal-layout.tsx';

/**
 * The approval portal (ARCHITECTURE "Links that leave the app"): loads what the link shows
 * (opening it changes nothing), or says plainly why the link cannot be used.
 */
export function ApprovalPortal({ token }: { token: string }) {
  const approval = useApproval(token);
  if (!token) return <LinkProblem kind="invalid" />;
  if (approval.isError)
    return <LinkProblem kind={problemOf(approval.error)} onRetry={() => void approval.refetch()} />;
  if (!approval.data)
    return (
      <PortalLayout>
        <Stack spacing={3} aria-busy aria-label="Loading the timecard" role="status">
          <Skeleton variant="rounded" height={28} width="50%" />
          <Skeleton variant="rounded" height={148} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </PortalLayout>
    );
  return (
    <ApprovalForm
      token={token}
      view={approval.data}
      refreshing={approval.isFetching}
      onStale={() => void approval.refetch()}
    />
  );
}
