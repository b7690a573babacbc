import type { TimecardHit } from '@tallysheet/contract/timesheets/admin';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn, DataTableList } from '@/components/data-table/types.ts';
import { buildPath, paths } from '@/config/paths.ts';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';
import type { TimecardHitList } from '../api/search-timecards.ts';
import { SEARCH_TEXT } from '../messages.ts';
import type { SearchState, SortCol, SortDir } from '../search-query.ts';
import { DescriptionSnippet } from './description-snippet.tsx';

/** "Nov 21 – Nov 27, 2026" (A§9's 'MMM DD, YYYY'; the year once when both share it). */
export function weekRange(hit: Pick<TimecardHit, 'periodStart' | 'periodEnd'>) {
  const start = formatDay(hit.periodStart);
  const end = formatDay(hit.periodEnd);
  return start.slice(-4) === end.slice(-4) ? `${start.slice(0, -6)} – ${end}` : `${start} – ${end}`;
}

/** Each column but the last; the description's snippet needs the searched text. */
const COLUMNS: DataTableColumn<TimecardHit>[] = [
  {
    id: 'week',
    label: 'Week',
    sortCol: 'periodStart',
    firstDir: 'desc',
    // A range of days reads as text: left-aligned under its heading, as in All Timesheets.
    width: 196,
    identifies: true,
    value: weekRange,
  },
  {
    id: 'work',
    label: 'Client / Project / Task',
    sortCol: 'projectName',
    width: '30%',
    identifies: true,
    value: (hit) => `${hit.clientName} / ${hit.projectName} / ${hit.taskName}`,
  },
  {
    id: 'hours',
    label: 'Hours',
    sortCol: 'totalHours',
    firstDir: 'desc',
    align: 'right',
    width: 96,
    // A phone's card shows the hours too.
    identifies: true,
    render: (hit) => formatHours(hit.totalHours) || '0',
  },
  {
    id: 'status',
    label: 'Status',
    width: 140,
    identifies: true,
    render: (hit) => <TimecardStatusChip status={hit.status} />,
  },
];

interface TimecardResultsProps {
  state: SearchState;
  data: TimecardHitList | undefined;
  query: { isPending: boolean; isFetching: boolean; isError: boolean; refetch(): unknown };
  filtered: boolean;
  onSort(sortCol: SortCol, sortDir: SortDir): void;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
  onClearFilters(): void;
}

/** The matching timecards in the shared table: sorted and paged on the server (UX.md §4). */
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
  // The sort and page live in the URL: the table reads and changes them there.
  const list: DataTableList = {
    page: state.page,
    pageSize: state.pageSize,
    sortCol: state.sortCol,
    sortDir: state.sortDir,
    setPage: onPage,
    setPageSize: onPageSize,
    sortBy: (sortCol, firstDir = 'asc') =>
      onSort(
        sortCol as SortCol,
        sortCol !== state.sortCol ? firstDir : state.sortDir === 'asc' ? 'desc' : 'asc',
      ),
  };
  const columns: DataTableColumn<TimecardHit>[] = [
    ...COLUMNS,
    {
      id: 'description',
      label: 'Description',
      render: (hit) => <DescriptionSnippet descriptions={hit.descriptions} text={state.text} />,
    },
  ];
  return (
    <DataTable
      label={SEARCH_TEXT.tableLabel}
      name={{
        label: 'Associate',
        sortCol: 'userFullName',
        width: '15%',
        value: (hit) => hit.userFullName,
        href: (hit) => buildPath(paths.timesheets, {}, { timesheetId: hit.timesheetId }),
      }}
      columns={columns}
      rows={data?.timecards}
      count={data?.count}
      countCapped={data?.countCapped}
      getRowId={(hit) => `${hit.timesheetId}/${hit.projectId}/${hit.taskId}`}
      list={list}
      query={query}
      filtered={filtered}
      onClearFilters={onClearFilters}
      emptyText={SEARCH_TEXT.empty}
      errorText={SEARCH_TEXT.error}
      minWidth={960}
    />
  );
}
