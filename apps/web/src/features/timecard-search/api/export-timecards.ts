import { useCallback } from 'react';
import type { TimecardExportQuery } from '@tallysheet/contract/timesheets/admin';
import { fetchFile, type DownloadedFile, type DownloadProgress } from '@/lib/download.ts';
import { useFileExport } from '@/lib/use-file-export.ts';

/** GET /ts/search-timecards/export: every match as CSV or XLSX, streamed; reports progress. */
export function exportTimecards(
  query: TimecardExportQuery,
  options: { onProgress?(progress: DownloadProgress): void; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  return fetchFile({
    area: 'ts',
    path: '/search-timecards/export',
    params: query,
    fallbackName: `timecards.${query.format}`,
    ...options,
  });
}

/** The timecards' export, one at a time, with its progress (useFileExport). */
export function useExportTimecards(options: { onError(error: unknown): void; filterKey?: string }) {
  const { state, start, cancel } = useFileExport(options);
  const startExport = useCallback(
    (query: TimecardExportQuery) =>
      start(query.format, (options) => exportTimecards(query, options)),
    [start],
  );
  return { state, start: startExport, cancel };
}
