import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { conflict } from '../../lib/http-errors.ts';

/** The directory's objects, as their 409 messages name them. */
export type DirectoryKind =
  'client' | 'project' | 'contact' | 'task' | 'supplier' | 'supplier contact';

/** The message of a change refused because its object was deleted. */
export const deletedMessage = (kind: DirectoryKind) =>
  `This ${kind} was deleted and cannot be changed.`;

/** A deleted client, project, contact, task, supplier or supplier contact cannot be changed (409). */
export function authorizeDirectoryChange(kind: DirectoryKind, row: { isDeleted: boolean }): void {
  if (row.isDeleted) throw conflict(deletedMessage(kind));
}

/** A task may be edited or archived unless it is deleted or its project's default task (409). */
export function authorizeTaskChange(task: { isDeleted: boolean; isDefault: boolean }): void {
  authorizeDirectoryChange('task', task);
  if (task.isDefault) throw conflict(DIRECTORY_MESSAGES.defaultTask);
}

/** A project's default task is never deleted (409). */
export function authorizeTaskDeletion(task: { isDefault: boolean }): void {
  if (task.isDefault) throw conflict(DIRECTORY_MESSAGES.defaultTask);
}
