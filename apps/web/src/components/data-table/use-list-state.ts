import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import { useDebounced } from '@/lib/use-debounced.ts';

export type SortDir = 'asc' | 'desc';
/** The page's Active/Archived filter. */
export type ArchivedFilter = 'active' | 'archived';

/** How long a created or updated row stays highlighted. */
const HIGHLIGHT_MS = 2500;
/** How long the search waits for the typing to stop. */
export const SEARCH_DELAY_MS = 300;

/** The query a list sends (D§7, API.md): pages from 0, sort, archived, and the search `q` if any. */
interface ListQueryParams<C extends string = string> {
  page: number;
  pageSize: number;
  sortCol: C;
  sortDir: SortDir;
  archived: boolean;
  q?: string;
}

interface SortState<C extends string> {
  page: number;
  pageSize: number;
  sortCol: C;
  sortDir: SortDir;
  filter: ArchivedFilter;
  /** The search box's text, as typed. */
  search: string;
}

export interface ListState<C extends string = string> extends SortState<C> {
  /** The row just created or updated, highlighted for a moment. */
  highlightId: string | null;
  /** The query to send for this state. */
  query: ListQueryParams<C>;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** A click on a column: a sorted column toggles its direction, another starts with `firstDir`. */
  sortBy(sortCol: C, firstDir?: SortDir): void;
  setFilter(filter: ArchivedFilter): void;
  /** The search box's text: the query's `q` once the typing has paused (SEARCH_DELAY_MS). */
  setSearch(search: string): void;
  /** Back to every active row: no search, the Active filter. */
  clearFilters(): void;
  /** After a create the list sorts by createdAt descending (D§4). */
  afterCreate(id?: string): void;
  /** After an update the list sorts by updatedAt descending (D§4). */
  afterUpdate(id?: string): void;
}

/** The query a list's state sends: its page and sort, the archived filter, the search if any. */
export const listQueryOf = <C extends string>(state: SortState<C>, q?: string) => ({
  page: state.page,
  pageSize: state.pageSize,
  sortCol: state.sortCol,
  sortDir: state.sortDir,
  archived: state.filter === 'archived',
  ...(q ? { q } : {}),
});

/** The row just created or updated, highlighted for a moment (HIGHLIGHT_MS). */
export function useHighlight() {
  const [highlightId, setHighlightId] = useState<string | null>(null);
  useEffect(() => {
    if (!highlightId) return;
    const timer = setTimeout(() => setHighlightId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightId]);
  return [highlightId, setHighlightId] as const;
}

/** Paging, sort, the archived filter and the search of one table; default updatedAt descending, 10 rows. */
export function useListState<C extends string = string>(
  initial: Partial<Pick<SortState<C>, 'sortCol' | 'sortDir' | 'pageSize' | 'filter'>> = {},
): ListState<C> {
  const [state, setState] = useState<SortState<C>>(() => ({
    page: 0,
    pageSize: initial.pageSize ?? DEFAULT_PAGE_SIZE,
    sortCol: initial.sortCol ?? ('updatedAt' as C),
    sortDir: initial.sortDir ?? 'desc',
    filter: initial.filter ?? 'active',
    search: '',
  }));
  const q = useDebounced(state.search.trim(), SEARCH_DELAY_MS);
  const [highlightId, setHighlightId] = useHighlight();

  const resort = useCallback((sortCol: C, id?: string) => {
    setState((current) => ({ ...current, page: 0, sortCol, sortDir: 'desc' }));
    setHighlightId(id ?? null);
  }, []);

  return useMemo(
    () => ({
      ...state,
      highlightId,
      query: listQueryOf(state, q),
      setPage: (page) => setState((current) => ({ ...current, page })),
      setPageSize: (pageSize) => setState((current) => ({ ...current, pageSize, page: 0 })),
      sortBy: (sortCol, firstDir = 'asc') =>
        setState((current) => ({
          ...current,
          page: 0,
          sortCol,
          sortDir:
            current.sortCol === sortCol ? (current.sortDir === 'asc' ? 'desc' : 'asc') : firstDir,
        })),
      setFilter: (filter) => setState((current) => ({ ...current, filter, page: 0 })),
      setSearch: (search) => setState((current) => ({ ...current, search, page: 0 })),
      clearFilters: () =>
        setState((current) => ({ ...current, search: '', filter: 'active', page: 0 })),
      afterCreate: (id) => resort('createdAt' as C, id),
      afterUpdate: (id) => resort('updatedAt' as C, id),
    }),
    [state, q, highlightId, resort],
  );
}

/** After an editor's save the list re-sorts by what the save was, a create or an update (D§4). */
export const afterSave =
  (list: Pick<ListState, 'afterCreate' | 'afterUpdate'>) =>
  (saved: { mode: 'create' | 'update'; id: string }) =>
    saved.mode === 'create' ? list.afterCreate(saved.id) : list.afterUpdate(saved.id);

/**
 * A paged list in one fixed order, newest first by `sortCol` (the audit log, the runs): its page
 * and page size; a new page size starts again at the first page.
 */
export function usePagedList(sortCol: string, initialPageSize: number) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    sortCol,
    sortDir: 'desc' as const,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    sortBy: () => undefined,
  };
}
