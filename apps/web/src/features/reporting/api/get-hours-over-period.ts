import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  HoursOverPeriod,
  HoursOverPeriodQuery,
} from '@tallysheet/contract/reporting/hours-over-period';
import { call } from '@/lib/api-client.ts';

/** GET /reporting/hours-over-period: hours per group and interval, summed by the server. */
export async function getHoursOverPeriod(query: HoursOverPeriodQuery): Promise<HoursOverPeriod> {
  const { data } = await call<HoursOverPeriod>({
    area: 'reporting',
    path: '/hours-over-period',
    params: query,
  });
  return data;
}

export const getHoursOverPeriodQueryOptions = (query: HoursOverPeriodQuery) =>
  queryOptions({
    queryKey: ['reporting', 'hours-over-period', query],
    queryFn: () => getHoursOverPeriod(query),
    // Keep the old report on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useHoursOverPeriod = (query: HoursOverPeriodQuery | null) =>
  useQuery({
    ...getHoursOverPeriodQueryOptions(query ?? ({} as HoursOverPeriodQuery)),
    enabled: query !== null,
  });
