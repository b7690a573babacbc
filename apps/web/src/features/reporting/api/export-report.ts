import { useCallback } from 'react';
import type { HoursOverPeriodQuery } from '@tallysheet/contract/reporting/hours-over-period';
import { fetchFile } from '@/lib/download.ts';
import { useFileExport, type ExportFormat } from '@/lib/use-file-export.ts';

/**
 * GET /reporting/hours-over-period?format=csv|xlsx: the report's table as a file, streamed,
 * one export at a time with its progress; the browser saves it under the server's name.
 */
export function useExportReport(options: { onError(error: unknown): void; filterKey?: string }) {
  const { state, start, cancel } = useFileExport(options);
  const startExport = useCallback(
    (query: HoursOverPeriodQuery, format: ExportFormat) =>
      start(format, (options) =>
        fetchFile({
          area: 'reporting',
          path: '/hours-over-period',
          params: { ...query, format },
          fallbackName: `hours-over-period.${format}`,
          ...options,
        }),
      ),
    [start],
  );
  return { state, start: startExport, cancel };
}
