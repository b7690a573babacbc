import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TimesheetListQuery, TimesheetRowList } from '@tallysheet/contract/timesheets/admin';
import { call } from '@/lib/api-client.ts';
import { adminTimesheetKeys } from './query-keys.ts';

export type { TimesheetRowList };
/** What All Timesheets asks for: paging, sort and its filters, blank ones left out. */
export type TimesheetsQuery = Partial<TimesheetListQuery>;

/** GET /ts/timesheets: one page of the tenant's timesheets and the total. */
export async function getTimesheets(query: TimesheetsQuery): Promise<TimesheetRowList> {
  const { data } = await call<TimesheetRowList>({ area: 'ts', path: '/timesheets', params: query });
  return data;
}

export const getTimesheetsQueryOptions = (query: TimesheetsQuery) =>
  queryOptions({
    queryKey: adminTimesheetKeys.list(query),
    queryFn: () => getTimesheets(query),
    // Keep the old page on screen while the next sort, page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useTimesheets = (query: TimesheetsQuery) => useQuery(getTimesheetsQueryOptions(query));
