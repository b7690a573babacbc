import { useCallback, useMemo } from 'react';
import { DEFAULT_REPORT, readReport, writeReport, type ReportState } from '../report-query.ts';
import { useUrlSearch } from '@/lib/use-url-search.ts';

/** The report's state lives in the URL: a link reproduces it, Back returns to the last one. */
export function useReportState() {
  const [params, setParams] = useUrlSearch();
  const state = useMemo(() => readReport(params), [params]);
  const update = useCallback(
    (change: Partial<ReportState>) =>
      setParams((current) => writeReport({ ...readReport(current), ...change }), {
        replace: true,
      }),
    [setParams],
  );
  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => {
          const { period, from, to, interval, groupBy, sortCol, sortDir } = readReport(current);
          return writeReport({
            ...DEFAULT_REPORT,
            period,
            from,
            to,
            interval,
            groupBy,
            sortCol,
            sortDir,
          });
        },
        { replace: true },
      ),
    [setParams],
  );
  return { state, update, clearFilters };
}
