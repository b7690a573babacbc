/** D§8: the toasts of one kind of entity. */
export function entityToasts(kind: string) {
  return {
    created: `Successfully created ${kind}`,
    updated: `Successfully updated ${kind}`,
    archived: `Successfully archived ${kind}`,
    unarchived: `Successfully un-archived ${kind}`,
    deleted: `Successfully deleted ${kind}`,
    createError: `Error creating ${kind}`,
    updateError: `Error updating ${kind}`,
    archiveError: `Error archiving ${kind}`,
    unarchiveError: `Error un-archiving ${kind}`,
    deleteError: `Error deleting ${kind}`,
  };
}

export const CLIENT = 'client';
export const CLIENT_TOASTS = entityToasts(CLIENT);

export const CLIENT_TEXT = {
  newTitle: 'New Client',
  editTitle: (name: string) => `Editing Client - ${name}`,
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
