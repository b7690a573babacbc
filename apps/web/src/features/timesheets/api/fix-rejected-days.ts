import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FixRejectedDays } from '@tallysheet/contract/timesheets/rejected-days';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';
import { timesheetKeys } from './query-keys.ts';

/** PUT /submit-time/rejected-days: resubmits the week's rejected days alone; answers the week. */
export async function fixRejectedDays(body: FixRejectedDays): Promise<Week> {
  const { data } = await call<Week>({
    area: 'submit-time',
    path: '/rejected-days',
    method: 'PUT',
    body,
  });
  return data;
}

/**
 * Fix and resubmit for the week shown for `date` (of `userId` for an administrator); the
 * answer takes the week's place.
 */
export function useFixRejectedDays(date: string | null, userId?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FixRejectedDays) => fixRejectedDays(userId ? { ...body, userId } : body),
    onSuccess: (week) => {
      queryClient.setQueryData(timesheetKeys.week(date, userId), week);
      void queryClient.invalidateQueries({ queryKey: timesheetKeys.mySummary });
      void queryClient.invalidateQueries({ queryKey: ['timesheets', 'mine'] });
    },
  });
}
