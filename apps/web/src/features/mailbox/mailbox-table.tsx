import type { MailboxMessage } from '@tallysheet/contract/mail/mailbox';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn, DataTableList } from '@/components/data-table/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import type { Mailbox } from './get-mailbox.ts';
import { StatusChip } from './mail-preview.tsx';

// Narrow enough to sit beside the preview at 1536 px (a 604 px column, less a scroll bar).
const TABLE_MIN_WIDTH = 520;

const COLUMNS: DataTableColumn<MailboxMessage>[] = [
  { id: 'to', label: 'To', width: '28%', identifies: true, value: (message) => message.to },
  {
    id: 'status',
    label: 'Status',
    width: 96,
    identifies: true,
    render: (message) => <StatusChip status={message.status} />,
  },
  {
    id: 'createdAt',
    label: 'Created',
    align: 'right',
    width: 200,
    identifies: true,
    value: (message) => formatDateTime(message.createdAt),
  },
];

/** The outbox, newest first, in the shared table; a message opens in the preview. */
export function MailboxTable({
  data,
  query,
  page,
  pageSize,
  selectedId,
  onPage,
  onPageSize,
  onSelect,
}: {
  data: Mailbox | undefined;
  query: { isPending: boolean; isFetching: boolean; isError: boolean; refetch(): unknown };
  page: number;
  pageSize: number;
  selectedId: string | undefined;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
  onSelect(message: MailboxMessage): void;
}) {
  // Always newest first: no column sorts.
  const list: DataTableList = {
    page,
    pageSize,
    sortCol: 'createdAt',
    sortDir: 'desc',
    highlightId: selectedId ?? null,
    setPage: onPage,
    setPageSize: onPageSize,
    sortBy: () => {},
  };
  return (
    <DataTable
      label="Mailbox messages"
      name={{ label: 'Subject', width: '30%', value: (message) => message.subject }}
      columns={COLUMNS}
      rows={data?.messages}
      count={data?.count}
      getRowId={(message) => message.mailId}
      list={list}
      query={query}
      onOpen={onSelect}
      openOnRowClick
      emptyText="No items"
      errorText="An error occurred"
      minWidth={TABLE_MIN_WIDTH}
    />
  );
}
