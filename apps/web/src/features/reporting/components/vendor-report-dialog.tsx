import { useState } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { VENDOR_REPORT_MESSAGES } from '@tallysheet/contract/reporting/vendor-report';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useHoursOverPeriod } from '../api/get-hours-over-period.ts';
import {
  downloadVendorReport,
  useSendVendorReport,
  useVendorContacts,
} from '../api/vendor-report.ts';
import { hoursText, REPORT_TEXT } from '../messages.ts';

interface VendorReportDialogProps {
  supplier: { id: string; name: string };
  from: string;
  to: string;
  onClose(): void;
}

/**
 * A supplier's vendor report for the report's period: its associates' hours, the report as PDF
 * or XLSX, and sending it (PDF attached) to chosen contacts of that supplier.
 */
export function VendorReportDialog({ supplier, from, to, onClose }: VendorReportDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const associates = useHoursOverPeriod({
    from,
    to,
    interval: 'week',
    groupBy: 'user',
    supplierId: supplier.id,
  });
  const contacts = useVendorContacts(supplier.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const send = useSendVendorReport();
  const toast = useActionToast();
  const failed = (error: unknown) =>
    toast(
      error instanceof ApiError && error.body.message
        ? error.body.message
        : REPORT_TEXT.vendorFailed,
      {
        variant: 'error',
      },
    );
  const download = (format: 'pdf' | 'xlsx') =>
    downloadVendorReport({ supplierId: supplier.id, from, to, format }).catch(failed);
  const submit = () => {
    if (chosen.length === 0) return setMissing(true);
    send.mutate(
      { supplierId: supplier.id, from, to, contactIds: chosen },
      {
        onSuccess: ({ emails }) => {
          toast(VENDOR_REPORT_MESSAGES.sent(emails.length), { variant: 'success' });
          onClose();
        },
        onError: failed,
      },
    );
  };
  const toggle = (id: string, on: boolean) => {
    setMissing(false);
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="vendor-report-title"
    >
      <DialogTitle id="vendor-report-title">{`${REPORT_TEXT.vendorReport}: ${supplier.name}`}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`${formatDay(from)} – ${formatDay(to)}`}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {REPORT_TEXT.associates}
        </Typography>
        {associates.data ? (
          associates.data.groups.length ? (
            <Stack component="ul" aria-label={REPORT_TEXT.associates} sx={{ m: 0, mb: 2, pl: 2.5 }}>
              {associates.data.groups.map((group) => (
                <li key={group.id ?? 'none'}>
                  <Typography variant="body2">{`${group.name}: ${hoursText(group.total)}`}</Typography>
                </li>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {REPORT_TEXT.empty}
            </Typography>
          )
        ) : (
          <Skeleton height={48} sx={{ mb: 2 }} />
        )}
        <Stack direction="row" sx={{ gap: 1, mb: 3, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined aria-hidden />}
            onClick={() => void download('pdf')}
          >
            {REPORT_TEXT.downloadPdf}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined aria-hidden />}
            onClick={() => void download('xlsx')}
          >
            {REPORT_TEXT.downloadXlsx}
          </Button>
        </Stack>
        <Typography variant="subtitle2" component="h3" id="vendor-contacts" sx={{ mb: 0.5 }}>
          {REPORT_TEXT.sendTo}
        </Typography>
        {contacts.isError ? (
          <Alert severity="error">{REPORT_TEXT.contactsError}</Alert>
        ) : !contacts.data ? (
          <Skeleton height={40} />
        ) : contacts.data.length === 0 ? (
          <Typography variant="body2">{REPORT_TEXT.noContacts}</Typography>
        ) : (
          <FormGroup aria-labelledby="vendor-contacts">
            {contacts.data.map((contact) => (
              <FormControlLabel
                key={contact.id}
                control={
                  <Checkbox
                    checked={chosen.includes(contact.id)}
                    onChange={(event) => toggle(contact.id, event.target.checked)}
                  />
                }
                label={`${contact.name || contact.email} (${contact.email})`}
              />
            ))}
          </FormGroup>
        )}
        {missing && <FormHelperText error>{VENDOR_REPORT_MESSAGES.contacts}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={submit}
          loading={send.isPending}
          disabled={!contacts.data?.length}
        >
          {REPORT_TEXT.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
