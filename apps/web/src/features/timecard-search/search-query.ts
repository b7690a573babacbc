import {
  TIMECARD_SORT,
  type TimecardExportQuery,
  type TimecardSearchQuery,
} from '@tallysheet/contract/timesheets/admin';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import { TIMECARD_STATUSES, type TimecardStatus } from '@tallysheet/contract/timesheets/rules';
import { presetRange } from '@tallysheet/contract/reporting/periods';
import {
  DIRECTORY_FILTERS,
  readDirectoryFilters,
  type DirectoryFilterValues,
} from '@/entities/directory/directory-filters.tsx';
import { dayParam, oneOf, queryFields } from '@/lib/url-params.ts';
import type { PERIOD_LABELS } from './messages.ts';

export type Period = keyof typeof PERIOD_LABELS;
export type SortCol = (typeof TIMECARD_SORT)[number];
export type SortDir = 'asc' | 'desc';

const PERIODS: readonly Period[] = ['any', 'this-week', 'last-week', 'this-month', 'custom'];

/** Everything the page keeps in its URL: filters, period, sort and page. */
export interface SearchState extends DirectoryFilterValues {
  status: TimecardStatus | '';
  period: Period;
  /** The custom period's days, '' when open. */
  from: string;
  to: string;
  text: string;
  page: number;
  pageSize: number;
  sortCol: SortCol;
  sortDir: SortDir;
}

export const DEFAULT_SORT: { sortCol: SortCol; sortDir: SortDir } = {
  sortCol: 'periodStart',
  sortDir: 'desc',
};

/** Reads the URL; anything it does not understand falls back to the default. */
export function readSearch(params: URLSearchParams): SearchState {
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  // A link with only dates (from the dashboard) is a custom period.
  const period = oneOf(PERIODS, params.get('period')) ?? (from || to ? 'custom' : 'any');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    ...readDirectoryFilters(params),
    status: oneOf(TIMECARD_STATUSES, params.get('status')) ?? '',
    period,
    from: period === 'custom' ? from : '',
    to: period === 'custom' ? to : '',
    text: params.get('text')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sortCol: oneOf(TIMECARD_SORT, params.get('sortCol')) ?? DEFAULT_SORT.sortCol,
    sortDir: oneOf(['asc', 'desc'] as const, params.get('sortDir')) ?? DEFAULT_SORT.sortDir,
  };
}

/** The URL for a state: defaults and blanks are left out, so a plain visit has a plain URL. */
export function writeSearch(state: SearchState): URLSearchParams {
  const entries: [string, string][] = [];
  for (const key of DIRECTORY_FILTERS) if (state[key]) entries.push([key, state[key]]);
  if (state.status) entries.push(['status', state.status]);
  if (state.period !== 'any') entries.push(['period', state.period]);
  if (state.period === 'custom') {
    if (state.from) entries.push(['from', state.from]);
    if (state.to) entries.push(['to', state.to]);
  }
  if (state.text) entries.push(['text', state.text]);
  if (state.sortCol !== DEFAULT_SORT.sortCol || state.sortDir !== DEFAULT_SORT.sortDir)
    entries.push(['sortCol', state.sortCol], ['sortDir', state.sortDir]);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) entries.push(['pageSize', String(state.pageSize)]);
  if (state.page > 0) entries.push(['page', String(state.page)]);
  return new URLSearchParams(entries);
}

/** The days a period covers, counted from `today` (weeks run Saturday to Friday). */
export function periodRange(
  state: Pick<SearchState, 'period' | 'from' | 'to'>,
  today: string,
): { from: string; to: string } {
  if (state.period === 'custom') return { from: state.from, to: state.to };
  if (state.period === 'any') return { from: '', to: '' };
  return presetRange(state.period, today); // the report's presets: weeks Saturday to Friday
}

/** True when any filter narrows the results (the "no results for these filters" state). */
export const hasFilters = (state: SearchState) =>
  DIRECTORY_FILTERS.some((key) => state[key]) ||
  Boolean(state.status || state.text || state.period !== 'any');

/** The filters as the API takes them (the search and its export share them). */
function filtersOf(state: SearchState, today: string) {
  const range = periodRange(state, today);
  return {
    ...queryFields(state, [...DIRECTORY_FILTERS, 'status']),
    from: range.from || undefined,
    to: range.to || undefined,
    text: state.text || undefined,
    sortCol: state.sortCol,
    sortDir: state.sortDir,
  };
}

/** GET /ts/search-timecards's query for a state. */
export const searchQuery = (state: SearchState, today: string): TimecardSearchQuery => ({
  ...filtersOf(state, today),
  page: state.page,
  pageSize: state.pageSize,
});

/** GET /ts/search-timecards/export's query: the same filters and sort, every match. */
export const exportQuery = (
  state: SearchState,
  today: string,
  format: 'csv' | 'xlsx',
): TimecardExportQuery => ({ ...filtersOf(state, today), format });
