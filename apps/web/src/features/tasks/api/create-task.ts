import type { CreateTask, CreatedTask } from '@tallysheet/contract/directory/directory';
import { createMutationHook } from '@/entities/directory/create-call.ts';

export type { CreateTask };

/** POST /crm/ps/tasks (D§7.1). */
export const useCreateTask = createMutationHook<CreateTask, CreatedTask>('crm/ps', '/tasks', [
  'tasks',
]);
