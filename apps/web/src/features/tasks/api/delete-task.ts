import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** DELETE /crm/ps/tasks/{taskId} (a soft delete; 409 for a default task). */
export async function deleteTask(taskId: string): Promise<void> {
  await call({ area: 'crm/ps', path: `/tasks/${encodeURIComponent(taskId)}`, method: 'DELETE' });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
