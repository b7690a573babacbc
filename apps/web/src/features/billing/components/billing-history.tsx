import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@tallysheet/contract/tenants/pricing';
import type { BillingEvent } from '@tallysheet/contract/tenants/billing';
import { formatDate } from '@/lib/dates.ts';
import { useBillingHistory } from '../api/subscribe.ts';

function EventRow({ event }: { event: BillingEvent }) {
  const period =
    event.periodStart && event.periodEnd
      ? `${formatDate(event.periodStart)} – ${formatDate(event.periodEnd)}`
      : null;
  return (
    <Stack
      component="li"
      direction="row"
      sx={{
        gap: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        alignItems: 'baseline',
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
        {formatDate(event.occurredAt)}
      </Typography>
      <Stack sx={{ flex: 1, minWidth: 180 }}>
        <Typography variant="body2">{event.description}</Typography>
        {period && (
          <Typography variant="caption" color="text.secondary">
            {period}
          </Typography>
        )}
      </Stack>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', ml: 'auto' }}
      >
        {event.amount === null ? '' : formatPrice(event.amount)}
      </Typography>
    </Stack>
  );
}

/** Payments and changes recorded from the billing provider, newest first. */
export function BillingHistory() {
  const history = useBillingHistory();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Payments and changes
        </Typography>
        {history.isPending ? (
          <Stack spacing={1} aria-label="Loading payments">
            <Skeleton />
            <Skeleton />
          </Stack>
        ) : history.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void history.refetch()}>
                Retry
              </Button>
            }
          >
            The payments could not be loaded.
          </Alert>
        ) : history.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No payments yet.
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {history.data.map((event) => (
              <EventRow key={event.eventId} event={event} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
