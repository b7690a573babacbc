import { useEffect, useId, useRef, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { parseTimesheetId, weekLabel } from '@tallysheet/contract/timesheets/week';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useTimesheetPdf } from '../api/get-timesheet-pdf.ts';
import { ADMIN_TIMESHEET_TEXT } from '../messages.ts';

/** A blob's object URL for as long as the blob is shown. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * The timesheet PDF window (A§2.6): the document the server generates, fetched with the bearer
 * token and shown from a blob URL, with Download and Print.
 */
export function TimesheetPdfDialog({
  timesheetId,
  associate,
  open,
  onClose,
}: {
  timesheetId: string;
  associate: string;
  open: boolean;
  onClose(): void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const pdf = useTimesheetPdf(timesheetId, open);
  const url = useObjectUrl(pdf.data?.blob);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const key = parseTimesheetId(timesheetId);
  const week = key ? weekLabel(key.periodStart) : '';

  const print = () => {
    const view = frame.current?.contentWindow;
    if (view) {
      view.focus();
      view.print();
    } else if (url) window.open(url, '_blank', 'noopener');
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: fullScreen ? '100%' : '90vh' } } }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" noWrap>
            {ADMIN_TIMESHEET_TEXT.pdfTitle}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {[associate, week].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!url}
          {...(url ? { component: 'a', href: url, download: pdf.data?.filename } : {})}
        >
          {ADMIN_TIMESHEET_TEXT.download}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!url} onClick={print}>
          {ADMIN_TIMESHEET_TEXT.print}
        </Button>
        <Tooltip title="Close" describeChild>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: '#E9ECF0' }}
      >
        {pdf.isError ? (
          <Box sx={{ p: 3 }}>
            <ReloadAlert onReload={() => void pdf.refetch()}>
              {ADMIN_TIMESHEET_TEXT.pdfError}
            </ReloadAlert>
          </Box>
        ) : url ? (
          <Box
            component="iframe"
            ref={frame}
            src={url}
            title={`${ADMIN_TIMESHEET_TEXT.pdfTitle}: ${associate}, ${week}`}
            sx={{ flex: 1, width: '100%', border: 0, bgcolor: 'background.paper' }}
          />
        ) : (
          <Box sx={{ p: 3 }}>
            <LinearProgress aria-label="Creating the PDF" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Creating the PDF…
            </Typography>
          </Box>
        )}
      </Box>
      {url && fullScreen && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }}>
          If the document does not show here, use Download.
        </Typography>
      )}
    </Dialog>
  );
}
