import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Webhook, WebhookDelivery } from '@tallysheet/contract/webhooks/webhooks';
import { useActionToast } from '@/components/use-action-toast.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks.ts';
import { DELIVERY_STATUS_LABELS, WEBHOOK_TEXT, WEBHOOK_TOASTS } from '../messages.ts';

const STATUS_COLOR = {
  pending: 'default',
  sending: 'info',
  succeeded: 'success',
  failed: 'error',
} as const;

const when = (at: string | null) => (at ? new Date(at).toLocaleString() : '—');

function DeliveryRow({ endpointId, row }: { endpointId: string; row: WebhookDelivery }) {
  const redeliver = useRedeliver();
  const toast = useActionToast();
  const again = async () => {
    try {
      await redeliver.mutateAsync({ id: endpointId, deliveryId: row.id });
      toast(WEBHOOK_TOASTS.redelivered, { variant: 'success' });
    } catch {
      toast(WEBHOOK_TOASTS.redeliverError, { variant: 'error' });
    }
  };
  return (
    <TableRow>
      <TableCell>
        <code>{row.type}</code>
        <Typography variant="caption" component="div" color="text.secondary">
          {row.eventId}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[row.status]}
          label={DELIVERY_STATUS_LABELS[row.status]}
        />
      </TableCell>
      <TableCell>{row.responseStatus ?? '—'}</TableCell>
      <TableCell>{row.durationMs === null ? '—' : `${row.durationMs} ms`}</TableCell>
      <TableCell>{row.attempts}</TableCell>
      <TableCell>{when(row.lastAttemptAt ?? row.createdAt)}</TableCell>
      <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{row.error ?? ''}</TableCell>
      <TableCell>
        <Button
          size="small"
          loading={redeliver.isPending}
          disabled={row.status === 'sending'}
          onClick={() => void again()}
          aria-label={`${WEBHOOK_TEXT.redeliver}: ${row.type} ${row.eventId}`}
        >
          {WEBHOOK_TEXT.redeliver}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** An endpoint's delivery log, newest first: status, response code, duration, with Redeliver. */
export function DeliveriesDialog({
  endpoint: asked,
  onClose,
}: {
  endpoint: Webhook | null;
  onClose(): void;
}) {
  // The endpoint stays shown while the dialog closes (its fade outlives `asked`).
  const [last, setLast] = useState(asked);
  if (asked && asked !== last) setLast(asked);
  const endpoint = asked ?? last;
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const query = useWebhookDeliveries(endpoint?.id ?? null, page, pageSize);
  return (
    <Dialog
      open={asked !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby="webhook-deliveries-title"
    >
      <DialogTitle id="webhook-deliveries-title" sx={{ overflowWrap: 'anywhere' }}>
        {endpoint ? WEBHOOK_TEXT.deliveriesTitle(endpoint.url) : ''}
      </DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading deliveries" />
          </Stack>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                Retry
              </Button>
            }
          >
            {WEBHOOK_TEXT.deliveriesError}
          </Alert>
        ) : query.data.count === 0 ? (
          <Typography sx={{ py: 2 }}>{WEBHOOK_TEXT.deliveriesEmpty}</Typography>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label={WEBHOOK_TEXT.deliveries} sx={{ minWidth: 900 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Event</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Response</TableCell>
                    <TableCell>Duration</TableCell>
                    <TableCell>Attempts</TableCell>
                    <TableCell>Last Attempt</TableCell>
                    <TableCell>Error</TableCell>
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        {WEBHOOK_TEXT.redeliver}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.deliveries.map((row) => (
                    <DeliveryRow key={row.id} endpointId={endpoint!.id} row={row} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={query.data.count}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {WEBHOOK_TEXT.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
