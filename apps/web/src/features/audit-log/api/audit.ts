import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditVerify } from '@tallysheet/contract/audit/audit';
import { listAudit, type AuditFilterQuery } from '@/components/entity-history/list-audit.ts';
import { call } from '@/lib/api-client.ts';
import { fetchFile } from '@/lib/download.ts';
import { useFileExport, type ExportFormat } from '@/lib/use-file-export.ts';

export type { AuditFilterQuery };

export const useAuditEntries = (query: AuditFilterQuery, enabled = true) =>
  useQuery({
    queryKey: ['audit', 'list', query],
    queryFn: () => listAudit(query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /admin/audit/verify: the chain recomputed on demand. */
export const useVerifyAudit = () =>
  useMutation({
    mutationFn: async () =>
      (await call<AuditVerify>({ area: 'admin', path: '/audit/verify' })).data,
  });

/** GET /admin/audit?format=csv|xlsx: every match as a file, streamed with its progress. */
export function useExportAudit(options: { onError(error: unknown): void; filterKey?: string }) {
  const { state, start, cancel } = useFileExport(options);
  const startExport = useCallback(
    (query: AuditFilterQuery, format: ExportFormat) =>
      start(format, (download) =>
        fetchFile({
          area: 'admin',
          path: '/audit',
          params: { ...query, page: undefined, pageSize: undefined, format },
          fallbackName: `audit.${format}`,
          ...download,
        }),
      ),
    [start],
  );
  return { state, start: startExport, cancel };
}
