import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
export const TASK = 'task';
export const TASK_TOASTS = entityToasts(TASK);

export const TASK_TEXT = {
  newTitle: 'New Task',
  editTitle: (name: string) => `Editing Task - ${name}`,
  editingTitle: 'Editing Task',
  empty: 'You do not have any tasks yet.',
  loadError: 'An error occurred fetching tasks',
  defaultTask: DIRECTORY_MESSAGES.defaultTask,
} as const;
