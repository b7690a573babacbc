import { newId } from '../../lib/ids.ts';
import { directoryService } from '../directory/directory-service.ts';
import { projectsTable } from './projects.repository.ts';

/** The tenant's projects: list, get, update and delete, and the checks on a referenced project. */
export const projectsService = directoryService(projectsTable, {
  kind: 'project',
  notFound: 'Project not found',
  field: 'projectId',
});

const DEFAULT_TASK_NAME = 'Default Task';

/** The task every project gets, in the transaction that creates the project. */
export const defaultTaskFor = (params: {
  tenantId: string;
  clientId: string;
  projectId: string;
}) => ({
  ...params,
  id: newId(),
  name: DEFAULT_TASK_NAME,
  description: 'Created with the project and assigned to everyone on it.',
  isDefault: true,
});
