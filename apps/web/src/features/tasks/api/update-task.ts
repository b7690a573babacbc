import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateTaskSchema } from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';

export type UpdateTask = z.output<typeof UpdateTaskSchema>;

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
