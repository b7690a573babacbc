import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  CreatedProjectSchema,
  CreateProjectSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  UpdateProjectSchema,
} from '@tallysheet/contract/directory/directory';
import { newId } from '../../lib/ids.ts';
import { authOf } from '../../plugins/auth.ts';
import type { FixtureFactory } from '../../plugins/route-table.ts';
import { insertClient } from '../clients/clients.repository.ts';
import { insertTasks } from '../tasks/tasks.repository.ts';
import { insertProject } from './projects.repository.ts';
import { presentProject } from './projects.presenter.ts';
import {
  createProject,
  defaultTaskFor,
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

/** A client with one project (and its default task) in a tenant, for the security sweep. */
export const projectFixture: FixtureFactory = async ({ db, tenantId }) => {
  const clientId = newId();
  const projectId = newId();
  await db.withTenant(tenantId, async (tx) => {
    await insertClient(tx, { tenantId, id: clientId, name: 'Sweep client' });
    await insertProject(tx, { tenantId, id: projectId, clientId, name: 'Sweep project' });
    await insertTasks(tx, [defaultTaskFor({ tenantId, clientId, projectId })]);
  });
  return {
    params: { projectId },
    body: { name: 'Renamed project', description: '', endCustomer: '' },
  };
};

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
      const page = await listProjectsPage({ app, tenantId, clientId, query });
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
          app,
          tenantId: authOf(request).tenantId,
          input: request.body,
        }),
      }),
  );

  app.get(
    '/projects/:projectId',
    {
      config: { access: 'admin', fixture: projectFixture },
      schema: {
        tags: ['crm/ps'],
        summary: 'A project (deleted ones too)',
        params: Params,
        response: { 200: ProjectSchema, ...errors },
      },
    },
    async (request) => {
      const { row, associations } = await getProject({
        app,
        tenantId: authOf(request).tenantId,
        projectId: request.params.projectId,
      });
      return presentProject(row, associations);
    },
  );

  app.put(
    '/projects/:projectId',
    {
      config: { access: 'admin', fixture: projectFixture },
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
        app,
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
      config: { access: 'admin', fixture: projectFixture },
      schema: {
        tags: ['crm/ps'],
        summary: 'Delete a project (soft) with its tasks',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProject({
        app,
        tenantId: authOf(request).tenantId,
        projectId: request.params.projectId,
      });
      return reply.code(204).send(null);
    },
  );
};
