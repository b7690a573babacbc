import { DIRECTORY_MESSAGES, type Task } from '@tallysheet/contract/directory/directory';

/** Why a task row's Edit and Delete are unavailable: a default task cannot be edited (D§4). */
export const defaultTaskLock = (task: Task) =>
  task.isDefault ? DIRECTORY_MESSAGES.defaultTask : undefined;
