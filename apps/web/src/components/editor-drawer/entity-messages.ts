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

/** A§8: the dropdown defaults. */
export const DROPDOWN_TEXT = { error: 'An Error Occurred', empty: 'No Items' } as const;
