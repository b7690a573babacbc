import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalView } from '@tallysheet/contract/timesheets/timesheets';
import { PortalError, portalRequest } from './portal-request.ts';

/** GET /ts/approval/{token}: the contact's view of the timecards (opening changes nothing). */
export const getApproval = (token: string) => portalRequest<ApprovalView>(token);

export const getApprovalQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['approval', token],
    queryFn: () => getApproval(token),
    enabled: token !== '',
    // A bad, expired or used link stays so; a network or server failure may pass.
    retry: (failureCount, error) =>
      failureCount < 2 &&
      !(error instanceof PortalError && error.status >= 400 && error.status < 500),
  });

export const useApproval = (token: string) => useQuery(getApprovalQueryOptions(token));
