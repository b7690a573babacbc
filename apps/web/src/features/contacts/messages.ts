import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
export const CONTACT = 'contact';
export const CONTACT_TOASTS = entityToasts(CONTACT);

export const CONTACT_TEXT = {
  newTitle: 'New Contact',
  editTitle: (name: string) => `Editing Contact - ${name}`,
  empty: 'You do not have any contacts yet',
  loadError: 'An error occurred fetching contacts',
} as const;

/** D§8: association toasts; a contact's association update has its own wording. */
export const ASSOCIATION_TOASTS = {
  created: 'Successfully created association',
  updated: 'Successfully updated association',
  deleted: 'Successfully deleted association',
  createError: 'Error creating association',
  updateError: 'Error updating project contacts associations',
  deleteError: 'Error deleting association',
} as const;

export const ASSOCIATION_TEXT = {
  empty: 'You do not have any associated projects yet',
  // Not in the spec: the same voice as the table failures (D§2.1).
  loadError: 'An error occurred fetching associations',
} as const;

/** D§5: the warning before a contact is created without a project. */
export const NO_PROJECT_WARNING = {
  title: 'Create contact without a project?',
  message:
    'You are creating a contact with no associated project. Are you sure you want to do this?',
  confirm: 'Create Contact',
} as const;
