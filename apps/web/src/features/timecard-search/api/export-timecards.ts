import { useCallback, useEffect, useRef, useState } from 'react';
import type { TimecardExportQuery } from '@tallysheet/contract/timesheets/admin';
import { fetchFile, saveFile, type DownloadedFile, type DownloadProgress } from '@/lib/download.ts';

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

export type ExportState =
  | { status: 'idle' }
  | ({ status: 'running'; format: TimecardExportQuery['format'] } & DownloadProgress)
  | { status: 'done'; filename: string; size: number };

/**
 * Runs one export at a time: progress while it streams, then the browser saves the file
 * under the server's name. `onError` hears a failure; a cancelled export is not one.
 */
export function useExportTimecards({ onError }: { onError(error: unknown): void }) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (query: TimecardExportQuery) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'running', format: query.format, received: 0, total: null });
      try {
        const file = await exportTimecards(query, {
          signal: current.signal,
          onProgress: (progress) =>
            setState({ status: 'running', format: query.format, ...progress }),
        });
        if (current.signal.aborted) return;
        saveFile(file);
        setState({ status: 'done', filename: file.filename, size: file.blob.size });
      } catch (error) {
        if (current.signal.aborted) return;
        setState({ status: 'idle' });
        onError(error);
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [onError],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}
