import {
  CreatedProjectSchema,
  CreateProjectSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  UpdateProjectSchema,
} from '@tallysheet/contract/directory/directory';
import { directoryRoutes } from '../../plugins/directory-routes.ts';
import { presentProject } from '../projects/projects.presenter.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjectsPage,
  updateProjectFields,
} from './project-commands.ts';

export const projectRoutes = directoryRoutes({
  path: '/projects',
  id: 'projectId',
  tags: ['crm/ps'],
  row: ProjectSchema,
  list: {
    summary: 'List projects',
    query: ProjectListQuerySchema,
    response: ProjectListSchema,
    handle: async ({ query: { clientId, ...query }, ...call }) => {
      const page = await listProjectsPage({ ...call, clientId, query });
      return {
        projects: page.rows.map((row) => presentProject(row, page.associations.get(row.id) ?? [])),
        count: page.count,
      };
    },
  },
  create: {
    summary: 'Create a project with its default task, tasks and associations',
    body: CreateProjectSchema,
    response: CreatedProjectSchema,
    handle: async ({ body, ...call }) => ({
      projectId: await createProject({ ...call, input: body }),
    }),
  },
  get: {
    summary: 'A project (deleted ones too)',
    handle: async (call) => {
      const { row, associations } = await getProject(call);
      return presentProject(row, associations);
    },
  },
  update: {
    summary: 'Archive or unarchive, or update name, description and end customer',
    body: UpdateProjectSchema,
    handle: async ({ body, ...call }) => {
      const { row, associations } = await updateProjectFields({ ...call, values: body });
      return presentProject(row, associations);
    },
  },
  delete: {
    summary: 'Delete a project (soft) with its tasks',
    handle: deleteProject,
  },
});
