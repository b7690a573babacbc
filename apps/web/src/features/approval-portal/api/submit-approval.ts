import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, ApprovalView } from '@tallysheet/contract/timesheets/timesheets';
import { getApprovalQueryOptions } from './get-approval.ts';
import { portalRequest } from './portal-request.ts';

/** POST /ts/approval/{token}: the contact's decisions; the answer is the updated view. */
export const submitApproval = (token: string, body: ApprovalDecision) =>
  portalRequest<ApprovalView>(token, { method: 'POST', body });

export function useSubmitApproval(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalDecision) => submitApproval(token, body),
    onSuccess: (view) => queryClient.setQueryData(getApprovalQueryOptions(token).queryKey, view),
  });
}
