import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
export const PROJECT = 'project';
export const PROJECT_TOASTS = entityToasts(PROJECT);

export const PROJECT_TEXT = {
  newTitle: 'New Project',
  editTitle: (name: string) => `Editing Project - ${name}`,
  editingTitle: 'Editing Project',
  empty: 'You do not have any projects yet.',
  loadError: 'An error occurred fetching projects',
} as const;

export const TASK_TEXT = {
  newTitle: 'New Task',
  empty: 'You do not have any tasks yet.',
  loadError: 'An error occurred fetching tasks',
} as const;
