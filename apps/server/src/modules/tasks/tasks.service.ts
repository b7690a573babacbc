import { authorizeTaskChange, authorizeTaskDeletion } from '../directory/directory.policy.ts';
import { directoryService } from '../directory/directory-service.ts';
import { tasksTable } from './tasks.repository.ts';

/**
 * The tenant's tasks: list, get, update and delete; a project's default task cannot be
 * edited, archived or deleted (409).
 */
export const tasksService = directoryService(tasksTable, {
  kind: 'task',
  notFound: 'Task not found',
  field: 'taskId',
  authorizeChange: authorizeTaskChange,
  authorizeDelete: authorizeTaskDeletion,
});
