import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResubmissionStatus } from '@tallysheet/contract/timesheets/timesheets';
import { call } from '@/lib/api-client.ts';
import { adminTimesheetKeys } from './query-keys.ts';

export type { ResubmissionStatus };

/** POST /ts/update-resubmission-status: lets the associate change and submit the week again. */
export async function updateResubmissionStatus(body: ResubmissionStatus): Promise<void> {
  await call({ area: 'ts', path: '/update-resubmission-status', method: 'POST', body });
}

export function useUpdateResubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResubmissionStatus,
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: adminTimesheetKeys.doc(body.timesheetId) });
      void queryClient.invalidateQueries({ queryKey: adminTimesheetKeys.lists });
    },
  });
}
