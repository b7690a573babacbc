import { useMemo } from 'react';
import {
  listQueryOf,
  useHighlight,
  type ListState,
} from '@/components/data-table/use-list-state.ts';
import { localToday } from '@/lib/dates.ts';
import {
  clearFilters,
  hasFilters,
  listQuery,
  readListParams,
  writeListParams,
  type TimesheetFilters,
  type TimesheetListParams,
  type TimesheetSortCol,
} from '../list-params.ts';
import { useUrlSearch } from '@/lib/use-url-search.ts';

const TIMESHEET_PARAM = 'timesheetId';

/**
 * All Timesheets' state, kept in the URL: paging and sort (as the shared table's ListState),
 * the filters, the query they make, and the timesheet open in the viewer (?timesheetId=).
 */
export function useTimesheetList() {
  const [params, setParams] = useUrlSearch();
  const [highlightId, setHighlightId] = useHighlight();
  const state = useMemo(() => readListParams(params), [params]);
  const today = localToday();
  const query = useMemo(() => listQuery(state, today), [state, today]);

  const update = (change: Partial<TimesheetListParams>) =>
    setParams((current) => writeListParams(current, change), { replace: true });
  const clearListFilters = () => setParams((current) => clearFilters(current), { replace: true });

  const sorted = {
    page: state.page,
    pageSize: state.pageSize,
    sortCol: state.sortCol,
    sortDir: state.sortDir,
    filter: 'active' as const,
    search: '',
  };
  const list: ListState<TimesheetSortCol> = {
    ...sorted,
    highlightId,
    query: listQueryOf(sorted),
    setPage: (page) => update({ page }),
    setPageSize: (pageSize) => update({ pageSize }),
    sortBy: (sortCol, firstDir = 'asc') =>
      update({
        sortCol,
        sortDir: state.sortCol === sortCol ? (state.sortDir === 'asc' ? 'desc' : 'asc') : firstDir,
      }),
    // Timesheets are not archived, and none is created here; the filters stand for a search.
    setFilter: () => {},
    setSearch: () => {},
    clearFilters: () => clearListFilters(),
    afterCreate: (id) => setHighlightId(id ?? null),
    afterUpdate: (id) => setHighlightId(id ?? null),
  };

  return {
    list,
    filters: state as TimesheetFilters,
    filtered: hasFilters(state),
    query,
    setFilters: (change: Partial<TimesheetFilters>) => update(change),
    clearFilters: clearListFilters,
    timesheetId: params.get(TIMESHEET_PARAM),
    openTimesheet: (timesheetId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(TIMESHEET_PARAM, timesheetId);
          return next;
        },
        { replace: true },
      ),
    closeTimesheet: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(TIMESHEET_PARAM);
          return next;
        },
        { replace: true },
      ),
    highlight: setHighlightId,
  };
}
