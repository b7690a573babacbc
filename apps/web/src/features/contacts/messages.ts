import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
export const CONTACT = 'contact';
export const CONTACT_TOASTS = entityToasts(CONTACT);

export const CONTACT_TEXT = {
  newTitle: 'New Contact',
  editTitle: (name: string) => `Editing Contact - ${name}`,
  editingTitle: 'Editing Contact',
  empty: 'You do not have any contacts yet',
  loadError: 'An error occurred fetching contacts',
} as const;

/** D§5: the warning before a contact is created without a project. */
export const NO_PROJECT_WARNING = {
  title: 'Create contact without a project?',
  message:
    'You are creating a contact with no associated project. Are you sure you want to do this?',
  confirm: 'Create Contact',
} as const;
