import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import type { UpdateTask } from '@tallysheet/contract/directory/directory';

export type { UpdateTask };

/** PUT /crm/ps/tasks/{taskId}: {isArchived}, or name and description; 409 for a default task. */
export async function updateTask({
  taskId,
  body,
}: {
  taskId: string;
  body: UpdateTask;
}): Promise<void> {
  await call({
    area: 'crm/ps',
    path: `/tasks/${encodeURIComponent(taskId)}`,
    method: 'PUT',
    body,
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
