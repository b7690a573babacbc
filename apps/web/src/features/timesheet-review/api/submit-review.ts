import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@tallysheet/contract/timesheets/admin';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { timesheetDocKey } from '@/entities/timesheets/api/get-timesheet.ts';
import { call } from '@/lib/api-client.ts';

/** POST /ts/review: decisions on whole timecards or named days; answers the updated timesheet. */
export async function submitReview(body: Review): Promise<Timesheet> {
  const { data } = await call<Timesheet>({ area: 'ts', path: '/review', method: 'POST', body });
  return data;
}

/** Sends a review, puts the answer in the timesheet's place and refreshes the lists. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (timesheet) => {
      queryClient.setQueryData(timesheetDocKey(timesheet.timesheetId), timesheet);
      // Lists, searches and dashboard figures all count statuses.
      void queryClient.invalidateQueries({
        predicate: (query) =>
          ['timesheets', 'timecards', 'reporting'].includes(String(query.queryKey[0])) &&
          query.queryKey[1] !== 'doc',
      });
    },
  });
}
