import {
  TIMECARD_SORT,
  type TimecardExportQuery,
  type TimecardSearchQuery,
} from '@tallysheet/contract/timesheets/admin';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@tallysheet/contract/common/lists';
import { TIMECARD_STATUSES, type TimecardStatus } from '@tallysheet/contract/timesheets/rules';
import { addDays, isCalendarDay, weekStartOf } from '@tallysheet/contract/timesheets/week';
import type { PERIOD_LABELS } from './messages.ts';

export type Period = keyof typeof PERIOD_LABELS;
export type SortCol = (typeof TIMECARD_SORT)[number];
export type SortDir = 'asc' | 'desc';

const PERIODS: readonly Period[] = ['any', 'this-week', 'last-week', 'this-month', 'custom'];
const ID_FILTERS = ['clientId', 'projectId', 'taskId', 'userId', 'supplierId'] as const;
type IdFilter = (typeof ID_FILTERS)[number];

/** Everything the page keeps in its URL: filters, period, sort and page. */
export interface SearchState extends Record<IdFilter, string> {
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

const day = (value: string | null) => (value && isCalendarDay(value) ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the URL; anything it does not understand falls back to the default. */
export function readSearch(params: URLSearchParams): SearchState {
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  // A link with only dates (from the dashboard) is a custom period.
  const period = oneOf(PERIODS, params.get('period')) ?? (from || to ? 'custom' : 'any');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    ...(Object.fromEntries(ID_FILTERS.map((key) => [key, params.get(key)?.trim() ?? ''])) as Record<
      IdFilter,
      string
    >),
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
  for (const key of ID_FILTERS) if (state[key]) entries.push([key, state[key]]);
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
  switch (state.period) {
    case 'this-week': {
      const from = weekStartOf(today);
      return { from, to: addDays(from, 6) };
    }
    case 'last-week': {
      const from = addDays(weekStartOf(today), -7);
      return { from, to: addDays(from, 6) };
    }
    case 'this-month': {
      const from = `${today.slice(0, 8)}01`;
      return { from, to: addDays(`${nextMonth(today)}-01`, -1) };
    }
    case 'custom':
      return { from: state.from, to: state.to };
    default:
      return { from: '', to: '' };
  }
}

function nextMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** A custom period that ends before it starts: the contract's message for the To field. */
export const rangeInvalid = (range: { from: string; to: string }) =>
  Boolean(range.from && range.to && range.from > range.to);

/** True when any filter narrows the results (the "no results for these filters" state). */
export const hasFilters = (state: SearchState) =>
  ID_FILTERS.some((key) => state[key]) ||
  Boolean(state.status || state.text || state.period !== 'any');

/** The filters as the API takes them (the search and its export share them). */
function filtersOf(state: SearchState, today: string) {
  const range = periodRange(state, today);
  return {
    clientId: state.clientId || undefined,
    projectId: state.projectId || undefined,
    taskId: state.taskId || undefined,
    userId: state.userId || undefined,
    supplierId: state.supplierId || undefined,
    status: state.status || undefined,
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
