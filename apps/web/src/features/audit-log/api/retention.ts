import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditRetention, AuditRetentionInput } from '@tallysheet/contract/audit/retention';
import { call } from '@/lib/api-client.ts';

const RETENTION_QUERY_KEY = ['audit', 'retention'] as const;

/** GET /admin/audit/retention: years to keep entries (null: forever) and the last checkpoint. */
export const useAuditRetention = () =>
  useQuery(
    queryOptions({
      queryKey: RETENTION_QUERY_KEY,
      queryFn: async () =>
        (await call<AuditRetention>({ area: 'admin', path: '/audit/retention' })).data,
    }),
  );

/** PUT /admin/audit/retention; the change is itself an entry, so the list is read again. */
export function useSaveAuditRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AuditRetentionInput) =>
      (
        await call<AuditRetention>({
          area: 'admin',
          path: '/audit/retention',
          method: 'PUT',
          body,
        })
      ).data,
    onSuccess: async (saved) => {
      queryClient.setQueryData(RETENTION_QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ['audit', 'list'] });
    },
  });
}
