import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatedTaskSchema, CreateTaskSchema } from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

export type CreateTask = z.output<typeof CreateTaskSchema>;
export type CreatedTask = z.infer<typeof CreatedTaskSchema>;

/** POST /crm/ps/tasks (D§7.1). */
export async function createTask(body: CreateTask, idempotencyKey?: string): Promise<CreatedTask> {
  const { data } = await call<CreatedTask>({
    area: 'crm/ps',
    path: '/tasks',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
