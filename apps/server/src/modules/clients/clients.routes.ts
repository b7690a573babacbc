import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  ClientListQuerySchema,
  ClientListSchema,
  ClientSchema,
  CreateClientSchema,
  CreatedClientSchema,
  UpdateClientSchema,
} from '@tallysheet/contract/directory/directory';
import { authOf } from '../../plugins/auth.ts';
import { depsOf } from '../../plugins/deps.ts';
import {
  createClient,
  deleteClient,
  getClient,
  listClientsPage,
  updateClientFields,
} from './clients.service.ts';
import { presentClient } from './clients.presenter.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const Params = z.object({ clientId: z.string().max(100) });

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'List clients',
        querystring: ClientListQuerySchema,
        response: { 200: ClientListSchema, ...errors },
      },
    },
    async (request) => {
      const { tenantId } = authOf(request);
      const { rows, count } = await listClientsPage({
        deps: depsOf(request),
        tenantId,
        query: request.query,
      });
      return { clients: rows.map(presentClient), count };
    },
  );

  app.post(
    '/clients',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary:
          'Create a client with its staged projects, contacts, tasks and associations, in one transaction',
        body: CreateClientSchema,
        response: { 201: CreatedClientSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId } = authOf(request);
      const clientId = await createClient({ deps: depsOf(request), tenantId, input: request.body });
      return reply.code(201).send({ clientId });
    },
  );

  app.get(
    '/clients/:clientId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'A client (deleted ones too)',
        params: Params,
        response: { 200: ClientSchema, ...errors },
      },
    },
    async (request) =>
      presentClient(
        await getClient({
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          clientId: request.params.clientId,
        }),
      ),
  );

  app.put(
    '/clients/:clientId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Archive or unarchive ({isArchived}), or update name and description',
        params: Params,
        body: UpdateClientSchema,
        response: { 200: ClientSchema, ...errors },
      },
    },
    async (request) =>
      presentClient(
        await updateClientFields({
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          clientId: request.params.clientId,
          values: request.body,
        }),
      ),
  );

  app.delete(
    '/clients/:clientId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Delete a client (soft) with its projects, contacts and tasks',
        params: Params,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteClient({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        clientId: request.params.clientId,
      });
      return reply.code(204).send();
    },
  );
};
