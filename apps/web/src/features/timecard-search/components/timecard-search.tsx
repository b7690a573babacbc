import { useMemo } from 'react';
import { isReversedRange } from '@tallysheet/contract/common/date-range';
import { ExportBar } from '@/components/export-buttons.tsx';
import { useFailureToast } from '@/components/use-action-toast.ts';
import { localToday } from '@/lib/dates.ts';
import { useExportTimecards } from '../api/export-timecards.ts';
import { useSearchTimecards } from '../api/search-timecards.ts';
import { useSearchState } from '../hooks/use-search-state.ts';
import { countText, SEARCH_TEXT } from '../messages.ts';
import { exportQuery, hasFilters, periodRange, searchQuery } from '../search-query.ts';
import { SearchFilters } from './search-filters.tsx';
import { TimecardResults } from './timecard-results.tsx';

/** Search Timecards: the filters, the matching timecards and their export (A§2.2). */
export function TimecardSearch() {
  const { state, update, clear } = useSearchState();
  const today = localToday();
  const badRange = isReversedRange(periodRange(state, today));
  const query = useMemo(() => searchQuery(state, today), [state, today]);
  // A range that ends before it starts is the To field's error, not a failed search.
  const results = useSearchTimecards(query, !badRange);
  const onExportError = useFailureToast(SEARCH_TEXT.exportFailed);
  const exporter = useExportTimecards({
    onError: onExportError,
    // Another search (its filters or order) clears the notice of the file the last one saved.
    filterKey: JSON.stringify(exportQuery(state, today, 'csv')),
  });
  const count = results.data?.count;

  return (
    <>
      <SearchFilters state={state} onChange={update} filtered={hasFilters(state)} onClear={clear} />
      <ExportBar
        mb={1.5}
        summary={
          count === undefined || badRange
            ? ''
            : countText(count, results.data?.totalHours ?? null, results.data?.countCapped)
        }
        state={exporter.state}
        disabled={badRange || count === 0}
        onExport={(format) => void exporter.start(exportQuery(state, today, format))}
        onCancel={exporter.cancel}
      />
      <TimecardResults
        state={state}
        data={
          badRange ? { timecards: [], count: 0, countCapped: false, totalHours: 0 } : results.data
        }
        query={results}
        filtered={hasFilters(state)}
        onSort={(sortCol, sortDir) => update({ sortCol, sortDir, page: 0 })}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize, page: 0 })}
        onClearFilters={clear}
      />
    </>
  );
}
