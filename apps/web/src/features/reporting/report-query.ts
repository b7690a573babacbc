import {
  REPORT_GROUP_BY,
  REPORT_STATUSES,
  type HoursOverPeriodQuery,
  type HoursOverPeriodRequest,
  type ReportGroupBy,
  type ReportStatus,
} from '@tallysheet/contract/reporting/hours-over-period';
import {
  bucketSpan,
  PERIOD_PRESETS,
  presetRange,
  REPORT_INTERVALS,
  type PeriodPreset,
  type ReportInterval,
} from '@tallysheet/contract/reporting/periods';
import { buildPath, paths } from '@/config/paths.ts';
import {
  DIRECTORY_FILTERS,
  readDirectoryFilters,
  type DirectoryFilterValues,
} from '@/entities/directory/directory-filters.tsx';
import { dayParam, oneOf, queryFields } from '@/lib/url-params.ts';

export type Period = PeriodPreset | 'custom';
export type ReportSort = 'total' | 'name';

/** Everything the report keeps in its URL, so that a link reproduces it. */
export interface ReportState extends DirectoryFilterValues {
  period: Period;
  /** The custom period's days ('' until chosen). */
  from: string;
  to: string;
  interval: ReportInterval;
  groupBy: ReportGroupBy;
  status: ReportStatus | '';
  sortCol: ReportSort;
  sortDir: 'asc' | 'desc';
}

export const DEFAULT_REPORT: ReportState = {
  period: 'this-month',
  from: '',
  to: '',
  interval: 'week',
  groupBy: 'project',
  status: '',
  clientId: '',
  projectId: '',
  taskId: '',
  userId: '',
  supplierId: '',
  sortCol: 'total',
  sortDir: 'desc',
};

const PERIODS: readonly Period[] = [...PERIOD_PRESETS, 'custom'];

/** Reads the URL; what it does not understand falls back to the default. */
export function readReport(params: URLSearchParams): ReportState {
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  // A link with only dates (the dashboard's, Search Timecards') is a custom period.
  const period = oneOf(PERIODS, params.get('period')) ?? (from || to ? 'custom' : 'this-month');
  return {
    ...readDirectoryFilters(params),
    period,
    from: period === 'custom' ? from : '',
    to: period === 'custom' ? to : '',
    interval: oneOf(REPORT_INTERVALS, params.get('interval')) ?? DEFAULT_REPORT.interval,
    groupBy: oneOf(REPORT_GROUP_BY, params.get('groupBy')) ?? DEFAULT_REPORT.groupBy,
    status: oneOf(REPORT_STATUSES, params.get('status')) ?? '',
    sortCol: oneOf(['total', 'name'] as const, params.get('sortCol')) ?? DEFAULT_REPORT.sortCol,
    sortDir: oneOf(['asc', 'desc'] as const, params.get('sortDir')) ?? DEFAULT_REPORT.sortDir,
  };
}

/** The URL of a state: defaults and blanks left out, so a plain visit has a plain URL. */
export function writeReport(state: ReportState): URLSearchParams {
  const entries: [string, string][] = [];
  if (state.period !== DEFAULT_REPORT.period) entries.push(['period', state.period]);
  if (state.period === 'custom') {
    if (state.from) entries.push(['from', state.from]);
    if (state.to) entries.push(['to', state.to]);
  }
  if (state.interval !== DEFAULT_REPORT.interval) entries.push(['interval', state.interval]);
  if (state.groupBy !== DEFAULT_REPORT.groupBy) entries.push(['groupBy', state.groupBy]);
  for (const key of DIRECTORY_FILTERS) if (state[key]) entries.push([key, state[key]]);
  if (state.status) entries.push(['status', state.status]);
  if (state.sortCol !== DEFAULT_REPORT.sortCol || state.sortDir !== DEFAULT_REPORT.sortDir)
    entries.push(['sortCol', state.sortCol], ['sortDir', state.sortDir]);
  return new URLSearchParams(entries);
}

/** The days the state covers, a preset counted from `today` (the tenant's). */
export function reportRange(state: ReportState, today: string): { from: string; to: string } {
  return state.period === 'custom'
    ? { from: state.from, to: state.to }
    : presetRange(state.period, today);
}

/** GET /reporting/hours-over-period's query, or null while the custom period is incomplete. */
export function reportQuery(state: ReportState, today: string): HoursOverPeriodQuery | null {
  const { from, to } = reportRange(state, today);
  if (!from || !to) return null;
  return {
    from,
    to,
    interval: state.interval,
    groupBy: state.groupBy,
    ...queryFields(state, [...DIRECTORY_FILTERS, 'status']),
  };
}

/** The export's query: the report's, as a file. */
export const exportQuery = (
  query: HoursOverPeriodQuery,
  format: 'csv' | 'xlsx',
): HoursOverPeriodRequest => ({ ...query, format });

/**
 * Search Timecards for one cell of the table: the report's filters, the group's own id, and
 * the interval's days (or the whole period for a total). Associates without a supplier have no
 * supplier filter to offer there: their link keeps the other filters.
 */
export function searchLink(
  query: HoursOverPeriodQuery,
  group: { id: string | null } | null,
  bucket: string | null,
): string {
  const days = bucket ? bucketSpan(bucket, query.interval, query) : null;
  const own = group?.id ? { [`${query.groupBy}Id`]: group.id } : {};
  return buildPath(
    paths.searchTimecards,
    {},
    {
      ...queryFields(query, DIRECTORY_FILTERS),
      ...own,
      status: query.status,
      period: 'custom',
      from: days?.first ?? query.from,
      to: days?.last ?? query.to,
    },
  );
}

/**
 * The report for Search Timecards' filters (its URL): the same ids and status, and its period
 * where the report has one (any time becomes this month); drafts are not a report status.
 */
export function reportLinkFromSearch(search: URLSearchParams): string {
  const status = oneOf(REPORT_STATUSES, search.get('status'));
  const period = search.get('period');
  const dates =
    period === 'custom'
      ? { period: 'custom', from: dayParam(search.get('from')), to: dayParam(search.get('to')) }
      : { period: oneOf(PERIOD_PRESETS, period) };
  return buildPath(
    paths.hoursOverPeriod,
    {},
    {
      ...readDirectoryFilters(search),
      status,
      ...dates,
    },
  );
}
