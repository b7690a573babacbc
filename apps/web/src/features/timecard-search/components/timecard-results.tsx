import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Link as RouterLink } from 'react-router';
import { PAGE_SIZES } from '@tallysheet/contract/common/lists';
import type { TimecardHit } from '@tallysheet/contract/timesheets/admin';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import { OverflowText } from '@/components/data-table/cells.tsx';
import {
  EmptyRow,
  ErrorRow,
  NoResultsRow,
  ROW_HEIGHT,
  SkeletonRows,
} from '@/components/data-table/table-states.tsx';
import { buildPath, paths } from '@/config/paths.ts';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import type { TimecardHitList } from '../api/search-timecards.ts';
import { SEARCH_TEXT } from '../messages.ts';
import type { SearchState, SortCol, SortDir } from '../search-query.ts';
import { DescriptionSnippet } from './description-snippet.tsx';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** "Nov 21 – Nov 27, 2026" (A§9's 'MMM DD, YYYY'; the year once when both share it). */
export function weekRange(hit: Pick<TimecardHit, 'periodStart' | 'periodEnd'>) {
  const start = formatDay(hit.periodStart);
  const end = formatDay(hit.periodEnd);
  return start.slice(-4) === end.slice(-4) ? `${start.slice(0, -6)} – ${end}` : `${start} – ${end}`;
}

interface Column {
  id: string;
  label: string;
  sortCol?: SortCol;
  /** The first direction of a click: text ascending, figures and dates newest or largest first. */
  firstDir?: SortDir;
  align?: 'right';
  width: number | string;
  cell(hit: TimecardHit): ReactNode;
}

const COLUMNS: Column[] = [
  {
    id: 'associate',
    label: 'Associate',
    sortCol: 'userFullName',
    width: '15%',
    cell: (hit) => (
      <Link
        component={RouterLink}
        to={buildPath(paths.timesheets, {}, { timesheetId: hit.timesheetId })}
        aria-label={`${hit.userFullName}, ${weekRange(hit)}, ${hit.projectName} / ${hit.taskName}`}
        sx={{
          display: 'block',
          fontWeight: 600,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {hit.userFullName}
      </Link>
    ),
  },
  {
    id: 'week',
    label: 'Week',
    sortCol: 'periodStart',
    firstDir: 'desc',
    align: 'right',
    width: 188,
    cell: (hit) => weekRange(hit),
  },
  {
    id: 'work',
    label: 'Client / Project / Task',
    sortCol: 'projectName',
    width: '30%',
    cell: (hit) => (
      <OverflowText text={`${hit.clientName} / ${hit.projectName} / ${hit.taskName}`} />
    ),
  },
  {
    id: 'hours',
    label: 'Hours',
    sortCol: 'totalHours',
    firstDir: 'desc',
    align: 'right',
    width: 80,
    cell: (hit) => formatHours(hit.totalHours) || '0',
  },
  {
    id: 'status',
    label: 'Status',
    width: 140,
    cell: (hit) => <TimecardStatusChip status={hit.status} />,
  },
];

interface TimecardResultsProps {
  state: SearchState;
  data: TimecardHitList | undefined;
  query: { isFetching: boolean; isError: boolean; refetch(): unknown };
  filtered: boolean;
  onSort(sortCol: SortCol, sortDir: SortDir): void;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
  onClearFilters(): void;
}

/** The matching timecards (UX.md §4): sorted and paged on the server, every state designed. */
export function TimecardResults({
  state,
  data,
  query,
  filtered,
  onSort,
  onPage,
  onPageSize,
  onClearFilters,
}: TimecardResultsProps) {
  const width = COLUMNS.length + 1;
  const rows = data?.timecards;
  const count = data?.count ?? 0;
  const lastPage = Math.max(0, Math.ceil(count / state.pageSize) - 1);

  let body: ReactNode;
  if (query.isError)
    body = (
      <ErrorRow columns={width} text={SEARCH_TEXT.error} onReload={() => void query.refetch()} />
    );
  else if (!rows) body = <SkeletonRows rows={Math.min(state.pageSize, 5)} columns={width} />;
  else if (rows.length === 0 && filtered)
    body = <NoResultsRow columns={width} onClearFilters={onClearFilters} />;
  else if (rows.length === 0) body = <EmptyRow columns={width} text={SEARCH_TEXT.empty} />;
  else
    body = rows.map((hit) => (
      <TableRow
        key={`${hit.timesheetId}/${hit.projectId}/${hit.taskId}`}
        hover
        sx={{ height: ROW_HEIGHT }}
      >
        {COLUMNS.map((column) => (
          <TableCell key={column.id} align={column.align} sx={column.align ? numeric : undefined}>
            {column.cell(hit)}
          </TableCell>
        ))}
        <TableCell>
          <DescriptionSnippet descriptions={hit.descriptions} text={state.text} />
        </TableCell>
      </TableRow>
    ));

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 2 }}>
        {query.isFetching && rows && (
          <LinearProgress aria-label={`Loading ${SEARCH_TEXT.tableLabel}`} sx={{ height: 2 }} />
        )}
      </Box>
      {/* Focusable: on a phone the table scrolls sideways inside its box, never the page. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={`${SEARCH_TEXT.tableLabel}, scrollable`}
      >
        <Table aria-label={SEARCH_TEXT.tableLabel} sx={{ tableLayout: 'fixed', minWidth: 960 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => {
                const active = column.sortCol === state.sortCol;
                const firstDir = column.firstDir ?? 'asc';
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ width: column.width }}
                    sortDirection={active ? state.sortDir : false}
                  >
                    {column.sortCol ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? state.sortDir : firstDir}
                        onClick={() =>
                          onSort(
                            column.sortCol!,
                            active ? (state.sortDir === 'asc' ? 'desc' : 'asc') : firstDir,
                          )
                        }
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
              <TableCell>Description</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={Math.min(state.page, lastPage)}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => onPage(page)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
        }}
      />
    </Paper>
  );
}
