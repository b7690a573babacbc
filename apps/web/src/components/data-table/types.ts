import type { ReactNode } from 'react';
import type { ListState, SortDir } from './use-list-state.ts';

export interface DataTableColumn<T> {
  id: string;
  label: string;
  /** The server's sort column; the header sorts only when given. */
  sortCol?: string;
  /** The first direction of a click (default: dates descending, the rest ascending). */
  firstDir?: SortDir;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** 'text' (default) truncates with a tooltip; 'date' shows 'MMM DD, YYYY' right-aligned. */
  kind?: 'text' | 'date';
  value?: (row: T) => string | null | undefined;
  /** Custom content, instead of `value`. */
  render?: (row: T) => ReactNode;
  /**
   * Tells rows apart, with the name (or is the status the list is read for). Below `md` a row
   * is a card of its name, these columns and its actions; the other columns are left out.
   */
  identifies?: boolean;
}

/** The first column: the row's name, a button that opens its editor (or a link, given `href`). */
export interface DataTableNameColumn<T> {
  label?: string;
  sortCol?: string;
  width?: number | string;
  value(row: T): string;
  /** What the row is called in "Edit {name}" when its name may be blank. */
  rowLabel?(row: T): string;
  /** The name links here instead of calling `onOpen`. */
  href?(row: T): string;
}

/** The loading flags of the list's query (a TanStack query result fits). */
export interface DataTableQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

/** What the table reads and changes of its list: `useListState` gives it all, any paged list can. */
export type DataTableList = Pick<
  ListState,
  'page' | 'pageSize' | 'sortCol' | 'sortDir' | 'setPage' | 'setPageSize' | 'sortBy'
> &
  Partial<Pick<ListState, 'filter' | 'setFilter' | 'highlightId' | 'clearFilters'>> & {
    /** The query sent, when the list has a search (its `q`). */
    query?: { q?: string };
  };

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  name: DataTableNameColumn<T>;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  count: number | undefined;
  /**
   * `count` is a floor, not the total: more rows match than the server counted (Search
   * Timecards past 1,000). The pager says "1–25 of 1,000+" and pages on while pages are full.
   */
  countCapped?: boolean;
  getRowId(row: T): string;
  list: DataTableList;
  query: DataTableQuery;
  onOpen?(row: T): void;
  /** Shows the Edit column. */
  onEdit?(row: T): void;
  /** Shows the Delete column. */
  onDelete?(row: T): void;
  /** What the Delete column does when rows are not deleted but, say, revoked ("Revoke"). */
  deleteTitle?: string;
  /** Why a row's Edit and Delete are unavailable: they look disabled and say so in a tooltip. */
  lockedReason?(row: T): string | undefined;
  /** Why a row's Delete alone is unavailable, said the same way. */
  deleteLockedReason?(row: T): string | undefined;
  /** The spec's empty sentence. */
  emptyText: string;
  /** The spec's load-failure text. */
  errorText: string;
  /** The empty state's create button. */
  createLabel?: string;
  onCreate?(): void;
  /** The empty state's create action as a link to here, instead of `onCreate`. */
  createHref?: string;
  createDisabled?: boolean;
  /** From `md` up, below this width the table scrolls sideways inside its box (default 720). */
  minWidth?: number;
  /** A click anywhere on a row opens it, not only on its name (the name stays the keyboard path). */
  openOnRowClick?: boolean;
  /** Filters narrow the list: no rows means "No results for these filters", not empty. */
  filtered?: boolean;
  /** The no-results state's Clear filters button. */
  onClearFilters?(): void;
  /** A full-width line below a row (its reviewers' comments, say); none where it gives null. */
  detail?(row: T): ReactNode;
  /** False: the rows given, without pagination (a short "recent" list). */
  paged?: boolean;
}
