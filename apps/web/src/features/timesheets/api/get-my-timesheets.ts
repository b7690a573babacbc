import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimesheetList } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';
import { timesheetKeys } from './query-keys.ts';

/** GET /ts/my-timesheets: one page of the signed-in user's timesheets, newest first. */
export async function getMyTimesheets(page: number, pageSize: number): Promise<TimesheetList> {
  const { data } = await call<TimesheetList>({
    area: 'ts',
    path: '/my-timesheets',
    params: { page, pageSize },
  });
  return data;
}

export const getMyTimesheetsQueryOptions = (page = 0, pageSize = 10) =>
  queryOptions({
    queryKey: timesheetKeys.myTimesheets(page, pageSize),
    queryFn: () => getMyTimesheets(page, pageSize),
  });

export const useMyTimesheets = (page = 0, pageSize = 10) =>
  useQuery(getMyTimesheetsQueryOptions(page, pageSize));

/** GET /ts/my-timesheets?status=rejected: the weeks with rejected days still to resolve. */
export async function getWeeksToFix(): Promise<TimesheetList> {
  const { data } = await call<TimesheetList>({
    area: 'ts',
    path: '/my-timesheets',
    params: { status: 'rejected', page: 0, pageSize: 25 },
  });
  return data;
}

export const useWeeksToFix = () =>
  useQuery({ queryKey: timesheetKeys.weeksToFix, queryFn: getWeeksToFix });
