import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadedFile, DownloadProgress } from './download.ts';
import { saveFile } from './download.ts';

export type ExportFormat = 'csv' | 'xlsx';

export type ExportState =
  | { status: 'idle' }
  | ({ status: 'running'; format: ExportFormat } & DownloadProgress)
  | { status: 'done'; filename: string; size: number };

type Fetch = (options: {
  onProgress(progress: DownloadProgress): void;
  signal: AbortSignal;
}) => Promise<DownloadedFile>;

/**
 * Runs one file export at a time: progress while it streams, then the browser saves the file
 * under the server's name. `onError` hears a failure; a cancelled export is not one. The
 * "Saved …" notice belongs to the rows it saved: a new `filterKey` (other filters) clears it.
 */
export function useFileExport({
  onError,
  filterKey,
}: {
  onError(error: unknown): void;
  filterKey?: string;
}) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    setState((current) => (current.status === 'done' ? { status: 'idle' } : current));
  }, [filterKey]);

  const start = useCallback(
    async (format: ExportFormat, fetchFile: Fetch) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'running', format, received: 0, total: null });
      try {
        const file = await fetchFile({
          signal: current.signal,
          onProgress: (progress) => setState({ status: 'running', format, ...progress }),
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
