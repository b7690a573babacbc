import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditList, AuditListQuery, AuditVerify } from '@tallysheet/contract/audit/audit';
import { call } from '@/lib/api-client.ts';
import { fetchFile } from '@/lib/download.ts';
import { useFileExport, type ExportFormat } from '@/lib/use-file-export.ts';

export type AuditFilterQuery = Omit<AuditListQuery, 'format'>;

/**
 * GET /admin/audit: a page of the trail, newest first. An entity or actor the trail never
 * names is a 404 there: here, simply no entries.
 */
export async function listAudit(query: AuditFilterQuery): Promise<AuditList> {
  const { data } = await call<AuditList>({
    area: 'admin',
    path: '/audit',
    params: query,
    allow404: true,
  });
  return data && 'entries' in data ? data : { entries: [], count: 0 };
}

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
