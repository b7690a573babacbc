/** D§8: association toasts; a contact's association update has its own wording. */
const toasts = (updateError: string) =>
  ({
    created: 'Successfully created association',
    updated: 'Successfully updated association',
    deleted: 'Successfully deleted association',
    createError: 'Error creating association',
    updateError,
    deleteError: 'Error deleting association',
  }) as const;

export const PROJECT_ASSOCIATION_TOASTS = toasts('Error updating associations');
export const CONTACT_ASSOCIATION_TOASTS = toasts('Error updating project contacts associations');

// Not in the spec: the same voice as the table failures (D§2.1).
const LOAD_ERROR = 'An error occurred fetching associations';

export const PROJECT_ASSOCIATION_TEXT = {
  empty: 'You do not have any associated contacts yet',
  loadError: LOAD_ERROR,
} as const;

export const CONTACT_ASSOCIATION_TEXT = {
  empty: 'You do not have any associated projects yet',
  loadError: LOAD_ERROR,
} as const;
