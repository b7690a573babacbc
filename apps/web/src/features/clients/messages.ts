import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
export const CLIENT = 'client';
export const CLIENT_TOASTS = entityToasts(CLIENT);

export const CLIENT_TEXT = {
  newTitle: 'New Client',
  editTitle: (name: string) => `Editing Client - ${name}`,
  editingTitle: 'Editing Client',
  empty: 'You do not have any clients yet',
  loadError: 'An error occurred fetching clients',
} as const;

/** D§2.1: the client editor's child tables. */
export const CHILD_TEXT = {
  projectsEmpty: 'You do not have any projects yet.',
  contactsEmpty: 'You do not have any contacts yet',
  tasksEmpty: 'You do not have any tasks yet.',
  projectsError: 'An error occurred fetching projects',
  contactsError: 'An error occurred fetching contacts',
  tasksError: 'An error occurred fetching tasks',
} as const;
