import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';
import { timesheetKeys } from './query-keys.ts';

/** GET /submit-time/week: the week holding `date`, or this week in the user's time zone. */
export async function getWeek(date: string | null): Promise<Week> {
  const { data } = await call<Week>({
    area: 'submit-time',
    path: '/week',
    params: { date: date ?? undefined },
  });
  return data;
}

export const getWeekQueryOptions = (date: string | null) =>
  queryOptions({
    queryKey: timesheetKeys.week(date),
    queryFn: () => getWeek(date),
    // Keep the old week on screen (read-only) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useWeek = (date: string | null) => useQuery(getWeekQueryOptions(date));
