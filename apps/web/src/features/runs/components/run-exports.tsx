import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFailureToast } from '@/components/use-action-toast.ts';
import { useRunExport, type RunFormat, type RunKind } from '../api/runs.ts';
import { RUNS_TEXT } from '../messages.ts';

/**
 * A run's files: CSV and XLSX; an invoice run also QuickBooks Online's and Xero's invoice import
 * CSVs and a PDF invoice draft. One at a time, the running one shows it is working.
 */
export function RunExports({
  kind,
  runId,
  formats,
}: {
  kind: RunKind;
  runId: string;
  formats: readonly RunFormat[];
}) {
  const failed = useFailureToast(RUNS_TEXT.exportFailed);
  const exporter = useRunExport(kind, runId, failed);
  return (
    <Stack
      direction="row"
      role="group"
      aria-label="Export"
      sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      {formats.map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<FileDownloadOutlined aria-hidden />}
          onClick={() => void exporter.start(format)}
          disabled={exporter.running !== null}
          loading={exporter.running === format}
          loadingPosition="start"
        >
          {RUNS_TEXT.exports[format]}
        </Button>
      ))}
    </Stack>
  );
}
