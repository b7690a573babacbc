import { isReversedRange } from '@tallysheet/contract/common/date-range';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tallysheet/contract/common/lists';
import { TIMESHEET_SORT } from '@tallysheet/contract/timesheets/admin';
import { TIMECARD_STATUSES, type TimecardStatus } from '@tallysheet/contract/timesheets/rules';
import { addDays, weekStartOf } from '@tallysheet/contract/timesheets/week';
import { dayParam, oneOf as urlOneOf } from '@/lib/url-params.ts';
import type { TimesheetsQuery } from './api/get-timesheets.ts';

/**
 * All Timesheets keeps its paging, sort and filters in the URL, so a link (the dashboard's
 * figures, a colleague's) opens the same list: `?status=pending&period=last-week&page=1`.
 */

export type TimesheetSortCol = (typeof TIMESHEET_SORT)[number];
export type SortDir = 'asc' | 'desc';

export const PERIODS = ['this-week', 'last-week', 'this-month', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = {
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  custom: 'Custom',
};

export const DEFAULT_SORT = { sortCol: 'periodStart', sortDir: 'desc' } as const;

export interface TimesheetFilters {
  userId: string | null;
  clientId: string | null;
  projectId: string | null;
  supplierId: string | null;
  status: TimecardStatus | null;
  period: Period | null;
  /** The custom period's first and last days (YYYY-MM-DD). */
  from: string | null;
  to: string | null;
}

export interface TimesheetListParams extends TimesheetFilters {
  page: number;
  pageSize: number;
  sortCol: TimesheetSortCol;
  sortDir: SortDir;
}

const FILTER_KEYS = [
  'userId',
  'clientId',
  'projectId',
  'supplierId',
  'status',
  'period',
  'from',
  'to',
] as const satisfies readonly (keyof TimesheetFilters)[];

// The URL's readers (lib/url-params), with null for absent as this list's filters have it.
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  urlOneOf(values, value) ?? null;
const day = (value: string | null) => dayParam(value) || null;
const id = (value: string | null) => value?.trim() || null;

/** The list's state as the URL holds it; anything unreadable falls back to its default. */
export function readListParams(params: URLSearchParams): TimesheetListParams {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const period = oneOf(PERIODS, params.get('period')) ?? (from || to ? 'custom' : null);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sortCol: oneOf(TIMESHEET_SORT, params.get('sortCol')) ?? DEFAULT_SORT.sortCol,
    sortDir: oneOf(['asc', 'desc'], params.get('sortDir')) ?? DEFAULT_SORT.sortDir,
    userId: id(params.get('userId')),
    clientId: id(params.get('clientId')),
    projectId: id(params.get('projectId')),
    supplierId: id(params.get('supplierId')),
    status: oneOf(TIMECARD_STATUSES, params.get('status')),
    period,
    from: period === 'custom' ? from : null,
    to: period === 'custom' ? to : null,
  };
}

/** The last day of the month holding `day`. */
function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** A period's first and last days seen from `today`; weeks run Saturday to Friday (A§9). */
export function periodRange(
  filters: Pick<TimesheetFilters, 'period' | 'from' | 'to'>,
  today: string,
): { from?: string; to?: string } {
  const thisWeek = weekStartOf(today);
  switch (filters.period) {
    case 'this-week':
      return { from: thisWeek, to: addDays(thisWeek, 6) };
    case 'last-week':
      return { from: addDays(thisWeek, -7), to: addDays(thisWeek, -1) };
    case 'this-month':
      return { from: `${today.slice(0, 7)}-01`, to: monthEnd(today) };
    case 'custom':
      return { from: filters.from ?? undefined, to: filters.to ?? undefined };
    default:
      return {};
  }
}

/** The query GET /ts/timesheets is sent for this state. */
export function listQuery(state: TimesheetListParams, today: string): TimesheetsQuery {
  // A custom period that ends before it starts is ignored until it is fixed.
  const range = isReversedRange(state) ? {} : periodRange(state, today);
  const query: TimesheetsQuery = {
    page: state.page,
    pageSize: state.pageSize,
    sortCol: state.sortCol,
    sortDir: state.sortDir,
    userId: state.userId ?? undefined,
    clientId: state.clientId ?? undefined,
    projectId: state.projectId ?? undefined,
    supplierId: state.supplierId ?? undefined,
    status: state.status ?? undefined,
    from: range.from,
    to: range.to,
  };
  // Blank keys stay out of the query key as they stay out of the URL.
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as TimesheetsQuery;
}

/** True when any filter narrows the list. */
export const hasFilters = (state: TimesheetFilters) =>
  FILTER_KEYS.some((key) => state[key] !== null);

const DEFAULTS: Partial<Record<keyof TimesheetListParams, string>> = {
  page: '0',
  pageSize: String(DEFAULT_PAGE_SIZE),
  sortCol: DEFAULT_SORT.sortCol,
  sortDir: DEFAULT_SORT.sortDir,
};

/**
 * The URL after a change of the list's state: defaults and blanks are left out, other
 * parameters (the open timesheet) kept; a new filter, sort or page size goes back to page 0.
 */
export function writeListParams(
  params: URLSearchParams,
  change: Partial<TimesheetListParams>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries = Object.entries(change) as [keyof TimesheetListParams, unknown][];
  for (const [key, value] of entries) {
    const text = value === null || value === undefined ? '' : String(value);
    if (!text || DEFAULTS[key] === text) next.delete(key);
    else next.set(key, text);
  }
  if (!('page' in change)) next.delete('page');
  // from and to belong to the custom period only.
  if ('period' in change && change.period !== 'custom') {
    next.delete('from');
    next.delete('to');
  }
  return next;
}

/** The URL with every filter cleared, keeping the sort and page size. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete('page');
  return next;
}
