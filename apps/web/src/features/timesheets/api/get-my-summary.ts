import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySummary } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';
import { timesheetKeys } from './query-keys.ts';

/** GET /ts/my-summary: the signed-in user's hours this week and this month. */
export async function getMySummary(): Promise<MySummary> {
  const { data } = await call<MySummary>({ area: 'ts', path: '/my-summary' });
  return data;
}

export const getMySummaryQueryOptions = () =>
  queryOptions({ queryKey: timesheetKeys.mySummary, queryFn: getMySummary });

export const useMySummary = () => useQuery(getMySummaryQueryOptions());
