import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';

/** GET /crm/ps/tasks/{taskId}; a deleted task comes back with isDeleted. */
export async function getTask(taskId: string): Promise<Task> {
  const { data } = await call<Task>({
    area: 'crm/ps',
    path: `/tasks/${encodeURIComponent(taskId)}`,
  });
  return data;
}

export const getTaskQueryOptions = (taskId: string) =>
  queryOptions({ queryKey: ['tasks', 'detail', taskId], queryFn: () => getTask(taskId) });

export const useTask = (taskId: string | undefined) =>
  useQuery({ ...getTaskQueryOptions(taskId ?? ''), enabled: Boolean(taskId) });
