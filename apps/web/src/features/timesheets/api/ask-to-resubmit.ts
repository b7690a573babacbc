import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { timesheetKeys } from './query-keys.ts';

/** POST /ts/ask-to-resubmit: asks the administrators to allow resubmission of the week. */
export async function askToResubmit(timesheetId: string): Promise<void> {
  await call({ area: 'ts', path: '/ask-to-resubmit', method: 'POST', body: { timesheetId } });
}

/** Ask to resubmit the week shown for `date`; the week is read again to show it asked. */
export function useAskToResubmit(date: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askToResubmit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.week(date) }),
  });
}
