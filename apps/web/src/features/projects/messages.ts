import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
export const PROJECT = 'project';
export const PROJECT_TOASTS = entityToasts(PROJECT);

export const PROJECT_TEXT = {
  newTitle: 'New Project',
  editTitle: (name: string) => `Editing Project - ${name}`,
  empty: 'You do not have any projects yet.',
  loadError: 'An error occurred fetching projects',
} as const;

/** D§8: association toasts. */
export const ASSOCIATION_TOASTS = {
  created: 'Successfully created association',
  updated: 'Successfully updated association',
  deleted: 'Successfully deleted association',
  createError: 'Error creating association',
  updateError: 'Error updating associations',
  deleteError: 'Error deleting association',
} as const;

export const ASSOCIATION_TEXT = {
  empty: 'You do not have any associated contacts yet',
  // Not in the spec: the same voice as the table failures (D§2.1).
  loadError: 'An error occurred fetching associations',
} as const;

export const TASK_TEXT = {
  empty: 'You do not have any tasks yet.',
  loadError: 'An error occurred fetching tasks',
} as const;
