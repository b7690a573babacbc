import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalSettings } from '@tallysheet/contract/approvals/approval-settings';
import { call } from '@/lib/api-client.ts';

const APPROVAL_SETTINGS_QUERY_KEY = ['approval-settings', 'detail'] as const;

/** GET /admin/approval-settings: the digest, reminders and escalations (defaults until saved). */
export const getApprovalSettings = async () =>
  (await call<ApprovalSettings>({ area: 'admin', path: '/approval-settings' })).data;

export const useApprovalSettings = () =>
  useQuery(queryOptions({ queryKey: APPROVAL_SETTINGS_QUERY_KEY, queryFn: getApprovalSettings }));

/** PUT /admin/approval-settings. */
export function useSaveApprovalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApprovalSettings) =>
      (
        await call<ApprovalSettings>({
          area: 'admin',
          path: '/approval-settings',
          method: 'PUT',
          body,
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(APPROVAL_SETTINGS_QUERY_KEY, saved),
  });
}
