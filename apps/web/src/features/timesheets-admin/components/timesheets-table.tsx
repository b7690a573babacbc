import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TimesheetRow } from '@tallysheet/contract/timesheets/admin';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import { OverflowText } from '@/components/data-table/cells.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import type { ListState } from '@/components/data-table/use-list-state.ts';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import { useTimesheets, type TimesheetsQuery } from '../api/get-timesheets.ts';
import type { TimesheetSortCol } from '../list-params.ts';
import { ADMIN_TIMESHEET_TEXT } from '../messages.ts';
import { statusSummary } from '../format.ts';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The status chip and, beside it, how many timecards are in each status. */
function StatusCell({ row }: { row: TimesheetRow }) {
  const summary = statusSummary(row.statusCounts);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <TimecardStatusChip status={row.status} />
      {(row.resubmissionRequestedAt || row.resubmissionAllowed) && (
        <Chip
          size="small"
          variant="outlined"
          label={
            row.resubmissionAllowed
              ? ADMIN_TIMESHEET_TEXT.allowedChip
              : ADMIN_TIMESHEET_TEXT.requestedChip
          }
          sx={{
            flex: 'none',
            color: 'text.primary',
            borderColor: row.resubmissionAllowed ? 'info.main' : 'warning.main',
          }}
        />
      )}
      {summary && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {summary}
        </Typography>
      )}
    </Box>
  );
}

/** All Timesheets (A§2.2): associate, period, submitted, hours, status and supplier. */
export function TimesheetsTable({
  list,
  query,
  filtered,
  onClearFilters,
  onOpen,
  onCreate,
}: {
  list: ListState<TimesheetSortCol>;
  query: TimesheetsQuery;
  filtered: boolean;
  onClearFilters(): void;
  onOpen(row: TimesheetRow): void;
  onCreate(): void;
}) {
  const result = useTimesheets(query);
  const columns: DataTableColumn<TimesheetRow>[] = [
    {
      id: 'period',
      label: 'Period',
      sortCol: 'periodStart',
      width: 280,
      identifies: true,
      value: (row) => weekLabel(row.periodStart),
    },
    {
      id: 'submittedAt',
      label: 'Submitted',
      sortCol: 'submittedAt',
      kind: 'date',
      value: (row) => row.submittedAt,
    },
    {
      id: 'totalHours',
      label: 'Hours',
      sortCol: 'totalHours',
      align: 'right',
      width: 96,
      // A phone's card shows the hours too: what the week is read for, beside its status.
      identifies: true,
      render: (row) => (
        <Box component="span" sx={numeric}>
          {formatHours(row.totalHours) || '0'}
        </Box>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      sortCol: 'status',
      width: 264,
      identifies: true,
      render: (row) => <StatusCell row={row} />,
    },
    {
      id: 'supplier',
      label: 'Supplier',
      render: (row) => <OverflowText text={row.supplierName} />,
    },
  ];

  return (
    <DataTable
      label={ADMIN_TIMESHEET_TEXT.listTitle}
      name={{
        label: 'Associate',
        sortCol: 'userFullName',
        width: '18%',
        value: (row) => row.userFullName,
        rowLabel: (row) => row.userId,
      }}
      columns={columns}
      rows={result.data?.timesheets}
      count={result.data?.count}
      getRowId={(row) => row.timesheetId}
      list={list}
      query={result}
      onOpen={onOpen}
      openOnRowClick
      filtered={filtered}
      onClearFilters={onClearFilters}
      emptyText={ADMIN_TIMESHEET_TEXT.empty}
      errorText={ADMIN_TIMESHEET_TEXT.listError}
      createLabel={ADMIN_TIMESHEET_TEXT.adminSubmitTitle}
      onCreate={onCreate}
      minWidth={1000}
    />
  );
}
