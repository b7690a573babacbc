import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveWeek, Week } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';
import { timesheetKeys } from './query-keys.ts';

/** PUT /submit-time/week: saves the week as a draft, or submits it; answers the saved week. */
export async function saveWeek(body: SaveWeek): Promise<Week> {
  const { data } = await call<Week>({ area: 'submit-time', path: '/week', method: 'PUT', body });
  return data;
}

/**
 * Saves the week shown for `date` and puts the saved state in its place; with `userId`, an
 * administrator saves that user's week.
 */
export function useSaveWeek(date: string | null, userId?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWeek) => saveWeek(userId ? { ...body, userId } : body),
    onSuccess: (week) => {
      queryClient.setQueryData(timesheetKeys.week(date, userId), week);
      // Not the week itself: refetching it would replace what the user types next.
      void queryClient.invalidateQueries({ queryKey: timesheetKeys.mySummary });
      void queryClient.invalidateQueries({ queryKey: ['timesheets', 'mine'] });
    },
  });
}
