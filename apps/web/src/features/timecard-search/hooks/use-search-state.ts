import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import { readSearch, writeSearch, type SearchState } from '../search-query.ts';
import { useUrlSearch } from '@/lib/use-url-search.ts';

/**
 * The search's state lives in the URL, so a search can be linked, reloaded and gone back to.
 * A filter change starts again at page 0.
 */
export function useSearchState() {
  const [params, setParams] = useUrlSearch();
  const state = useMemo(() => readSearch(params), [params]);

  const update = useCallback(
    (change: Partial<SearchState>) =>
      setParams(
        (current) => {
          const before = readSearch(current);
          const paging = 'page' in change || 'pageSize' in change || 'sortCol' in change;
          return writeSearch({ ...before, ...(paging ? {} : { page: 0 }), ...change });
        },
        { replace: true },
      ),
    [setParams],
  );

  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const { sortCol, sortDir, pageSize } = readSearch(current);
          return writeSearch({
            ...readSearch(new URLSearchParams()),
            sortCol,
            sortDir,
            pageSize: pageSize || DEFAULT_PAGE_SIZE,
          });
        },
        { replace: true },
      ),
    [setParams],
  );

  return { state, update, clear };
}
