import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  CreatedProjectSchema,
  CreateProjectSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  UpdateProjectSchema,
} from '@tallysheet/contract/directory/directory';
import { authOf } from '../../plugins/auth.ts';
import { depsOf } from '../../plugins/deps.ts';
import { presentProject } from './projects.presenter.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjectsPage,
  updateProjectFields,
} from './projects.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const Params = z.object({ projectId: z.string().max(100) });

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'List projects',
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectListSchema, ...errors },
      },
    },
    async (request) => {
      const { tenantId } = authOf(request);
      const { clientId, ...query } = request.query;
      const page = await listProjectsPage({ deps: depsOf(request), tenantId, clientId, query });
      return {
        projects: page.rows.map((row) => presentProject(row, page.associations.get(row.id) ?? [])),
        count: page.count,
      };
    },
  );

  app.post(
    '/projects',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Create a project with its default task, tasks and associations',
        body: CreateProjectSchema,
        response: { 201: CreatedProjectSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        projectId: await createProject({
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          input: request.body,
        }),
      }),
  );

  app.get(
    '/projects/:projectId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'A project (deleted ones too)',
        params: Params,
        response: { 200: ProjectSchema, ...errors },
      },
    },
    async (request) => {
      const { row, associations } = await getProject({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        projectId: request.params.projectId,
      });
      return presentProject(row, associations);
    },
  );

  app.put(
    '/projects/:projectId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Archive or unarchive, or update name, description and end customer',
        params: Params,
        body: UpdateProjectSchema,
        response: { 200: ProjectSchema, ...errors },
      },
    },
    async (request) => {
      const { row, associations } = await updateProjectFields({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        projectId: request.params.projectId,
        values: request.body,
      });
      return presentProject(row, associations);
    },
  );

  app.delete(
    '/projects/:projectId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Delete a project (soft) with its tasks',
        params: Params,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteProject({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        projectId: request.params.projectId,
      });
      return reply.code(204).send();
    },
  );
};
