import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { adminTimesheetKeys, timesheetPath } from './query-keys.ts';

/** DELETE /ts/doc/{timesheetId}: removes the timesheet and revokes its approval links. */
export async function deleteTimesheet(timesheetId: string): Promise<void> {
  await call({ area: 'ts', path: `/doc/${timesheetPath(timesheetId)}`, method: 'DELETE' });
}

export function useDeleteTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimesheet,
    onSuccess: (_data, timesheetId) => {
      // Gone: an open viewer must not ask for it again (a removed query it still watches would).
      queryClient.setQueryData(adminTimesheetKeys.doc(timesheetId), null);
      void queryClient.invalidateQueries({ queryKey: adminTimesheetKeys.lists });
    },
  });
}
