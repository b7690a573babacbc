import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerCorrection } from '@tallysheet/contract/timesheets/corrections';
import type { Timesheet, TimesheetList } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';

/** Under "mine": every save and answer invalidates it with the list. */
const weeksKey = ['timesheets', 'mine', 'corrections'] as const;

/** GET /ts/my-timesheets?status=correction: the weeks with a correction to answer. */
export const useWeeksWithCorrections = () =>
  useQuery({
    queryKey: weeksKey,
    queryFn: async () =>
      (
        await call<TimesheetList>({
          area: 'ts',
          path: '/my-timesheets',
          params: { status: 'correction', page: 0, pageSize: 25 },
        })
      ).data,
  });

/**
 * POST /ts/corrections/{timesheetId}: accept or decline a proposed correction. Every timesheet
 * query is read again: the week, My Time's lists and the administrators' viewer.
 */
export function useAnswerCorrection(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AnswerCorrection) =>
      (
        await call<Timesheet>({
          area: 'ts',
          path: `/corrections/${encodeURIComponent(timesheetId)}`,
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['timesheets'] }),
  });
}
