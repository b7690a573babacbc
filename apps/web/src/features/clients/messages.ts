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

/** D§2.1: the client editor's child tables, with their create buttons (D§2.2). */
export const CHILD_TEXT = {
  projects: {
    newTitle: 'New Project',
    empty: 'You do not have any projects yet.',
    loadError: 'An error occurred fetching projects',
  },
  contacts: {
    newTitle: 'New Contact',
    empty: 'You do not have any contacts yet',
    loadError: 'An error occurred fetching contacts',
  },
  tasks: {
    newTitle: 'New Task',
    empty: 'You do not have any tasks yet.',
    loadError: 'An error occurred fetching tasks',
  },
} as const;
