import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';
import { timesheetKeys } from './query-keys.ts';

/**
 * GET /submit-time/week: the week holding `date`, or this week in the user's time zone; of
 * `userId` when an administrator enters time for that user.
 */
export async function getWeek(date: string | null, userId?: string | null): Promise<Week> {
  const { data } = await call<Week>({
    area: 'submit-time',
    path: '/week',
    params: { date: date ?? undefined, userId: userId ?? undefined },
  });
  return data;
}

export const getWeekQueryOptions = (date: string | null, userId?: string | null) =>
  queryOptions({
    queryKey: timesheetKeys.week(date, userId),
    queryFn: () => getWeek(date, userId),
    // Keep the old week on screen (read-only) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useWeek = (date: string | null, userId?: string | null, enabled = true) =>
  useQuery({ ...getWeekQueryOptions(date, userId), enabled });
