import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Webhook } from '@tallysheet/contract/webhooks/webhooks';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import { useWebhooks } from '../api/webhooks.ts';
import { WEBHOOK_TEXT } from '../messages.ts';

/** The list takes no paging or sort: a company has a handful of endpoints, oldest first. */
const WHOLE_LIST = {
  page: 0,
  pageSize: 100,
  sortCol: 'createdAt',
  sortDir: 'asc' as const,
  setPage: () => undefined,
  setPageSize: () => undefined,
  sortBy: () => undefined,
};

/**
 * The endpoint's state. One an API key set up receives nothing once that key no longer works
 * (revoked, expired, or its creator no longer an Administrator); saving it here takes it over.
 */
function StatusChip({ row }: { row: Webhook }) {
  if (row.apiKey && !row.apiKey.acts)
    return <Chip size="small" variant="outlined" color="error" label={WEBHOOK_TEXT.paused} />;
  if (!row.enabled)
    return (
      <Chip
        size="small"
        variant="outlined"
        color={row.disabledForFailuresAt ? 'error' : 'default'}
        label={row.disabledForFailuresAt ? WEBHOOK_TEXT.turnedOff : WEBHOOK_TEXT.off}
      />
    );
  if (row.failingSince)
    return <Chip size="small" variant="outlined" color="warning" label={WEBHOOK_TEXT.failing} />;
  return <Chip size="small" variant="outlined" color="success" label={WEBHOOK_TEXT.active} />;
}

/** The endpoints: URL (opens the editor), events, status, Deliveries and Rotate Secret, Delete. */
export function WebhooksTable(props: {
  onCreate(): void;
  onEdit(row: Webhook): void;
  onDelete(row: Webhook): void;
  onDeliveries(row: Webhook): void;
  onRotate(row: Webhook): void;
}) {
  const query = useWebhooks();
  const columns: DataTableColumn<Webhook>[] = [
    {
      id: 'events',
      label: WEBHOOK_TEXT.events,
      identifies: true,
      render: (row) => (
        <Box component="span" sx={{ whiteSpace: 'normal' }}>
          {row.events.join(', ')}
        </Box>
      ),
    },
    {
      id: 'status',
      label: WEBHOOK_TEXT.status,
      width: 190,
      identifies: true,
      render: (row) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <StatusChip row={row} />
          {row.apiKey && (
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
              {WEBHOOK_TEXT.setUpByKey(row.apiKey.name, row.apiKey.acts)}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      id: 'actions',
      label: 'Actions',
      width: 240,
      // On a phone's cards too: the log and the rotation are reached from here only.
      identifies: true,
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => props.onDeliveries(row)}
            aria-label={`${WEBHOOK_TEXT.deliveries}: ${row.url}`}
          >
            {WEBHOOK_TEXT.deliveries}
          </Button>
          <Button
            size="small"
            onClick={() => props.onRotate(row)}
            aria-label={`${WEBHOOK_TEXT.rotate}: ${row.url}`}
          >
            {WEBHOOK_TEXT.rotate}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      label="Webhook endpoints"
      name={{ label: WEBHOOK_TEXT.url, value: (row) => row.url, width: '34%' }}
      columns={columns}
      rows={query.data?.webhooks}
      count={query.data?.count}
      getRowId={(row) => row.id}
      list={WHOLE_LIST}
      query={query}
      paged={false}
      onOpen={props.onEdit}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
      emptyText={WEBHOOK_TEXT.empty}
      errorText={WEBHOOK_TEXT.listError}
      createLabel={WEBHOOK_TEXT.create}
      onCreate={props.onCreate}
      minWidth={900}
    />
  );
}
