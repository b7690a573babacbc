import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';

export const timesheetDocKey = (timesheetId: string) => ['timesheets', 'doc', timesheetId] as const;

/** GET /ts/doc/{timesheetId}: one timesheet, or null when there is none (404 is valid, A§7). */
export async function getTimesheet(timesheetId: string): Promise<Timesheet | null> {
  const { data, status } = await call<Timesheet>({
    area: 'ts',
    path: `/doc/${timesheetId}`,
    allow404: true,
  });
  return status === 404 ? null : data;
}

export const getTimesheetQueryOptions = (timesheetId: string) =>
  queryOptions({
    queryKey: timesheetDocKey(timesheetId),
    queryFn: () => getTimesheet(timesheetId),
  });

export const useTimesheet = (timesheetId: string, enabled = true) =>
  useQuery({ ...getTimesheetQueryOptions(timesheetId), enabled });
