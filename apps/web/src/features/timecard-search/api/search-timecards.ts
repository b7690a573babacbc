import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TimecardHitList, TimecardSearchQuery } from '@tallysheet/contract/timesheets/admin';
import { call } from '@/lib/api-client.ts';

export type { TimecardHitList };

/** GET /ts/search-timecards: one page of the timecards matching the filters, and the total. */
export async function searchTimecards(query: TimecardSearchQuery): Promise<TimecardHitList> {
  const { data } = await call<TimecardHitList>({
    area: 'ts',
    path: '/search-timecards',
    params: query,
  });
  return data;
}

export const getSearchTimecardsQueryOptions = (query: TimecardSearchQuery) =>
  queryOptions({
    queryKey: ['timecards', 'search', query],
    queryFn: () => searchTimecards(query),
    // Keep the old page on screen while the next filter, sort or page loads.
    placeholderData: keepPreviousData,
  });

export const useSearchTimecards = (query: TimecardSearchQuery, enabled = true) =>
  useQuery({ ...getSearchTimecardsQueryOptions(query), enabled });
