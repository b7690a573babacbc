import type { ComponentProps, ReactNode } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes } from '@/lib/download.ts';
import { SpreadRow } from './spread-row.tsx';
import type { ExportFormat as Format, ExportState } from '@/lib/use-file-export.ts';

export const EXPORT_TEXT = {
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  cancelExport: 'Cancel export',
} as const;

const FORMAT_LABEL: Record<Format, string> = { csv: 'CSV', xlsx: 'XLSX' };

/** What the export is doing, in words: "Exporting CSV… 1.2 MB received (40%)". */
function progressText(state: ExportState): string {
  if (state.status === 'running') {
    if (state.received === 0) return `Exporting ${FORMAT_LABEL[state.format]}…`;
    const received = formatBytes(state.received);
    const share = state.total ? ` (${Math.floor((state.received / state.total) * 100)}%)` : '';
    return `Exporting ${FORMAT_LABEL[state.format]}… ${received} received${share}`;
  }
  if (state.status === 'done') return `Saved ${state.filename} (${formatBytes(state.size)})`;
  return '';
}

/** Export CSV and Export XLSX, with the download's progress beside them (useFileExport). */
export function ExportButtons({
  state,
  disabled,
  onExport,
  onCancel,
}: {
  state: ExportState;
  disabled?: boolean;
  onExport(format: Format): void;
  onCancel(): void;
}) {
  const running = state.status === 'running';
  const value =
    running && state.total ? Math.min(100, (state.received / state.total) * 100) : undefined;
  const button = (format: Format, label: string) => (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined aria-hidden />}
      onClick={() => onExport(format)}
      disabled={disabled || running}
      loading={running && state.format === format}
      loadingPosition="start"
    >
      {label}
    </Button>
  );
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flex: '0 1 auto' }}
      >
        {running && (
          <>
            <LinearProgress
              variant={value === undefined ? 'indeterminate' : 'determinate'}
              value={value}
              aria-label={progressText(state)}
              sx={{ width: 96, flexShrink: 0 }}
            />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {progressText(state)}
            </Typography>
          </>
        )}
        {state.status === 'done' && (
          <>
            <CheckCircleOutline fontSize="small" color="success" aria-hidden />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {progressText(state)}
            </Typography>
          </>
        )}
      </Box>
      {running && (
        <Button variant="text" onClick={onCancel}>
          {EXPORT_TEXT.cancelExport}
        </Button>
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        {button('csv', EXPORT_TEXT.exportCsv)}
        {button('xlsx', EXPORT_TEXT.exportXlsx)}
      </Stack>
    </Stack>
  );
}

/**
 * The line above a list or report: what it holds, in words read out as they change, and its
 * export buttons on the right.
 */
export function ExportBar({
  summary,
  mb,
  ...buttons
}: ComponentProps<typeof ExportButtons> & { summary: ReactNode; mb: number }) {
  return (
    <SpreadRow gap={1.5} mb={mb}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: 20 }}>
        {summary}
      </Typography>
      <ExportButtons {...buttons} />
    </SpreadRow>
  );
}
