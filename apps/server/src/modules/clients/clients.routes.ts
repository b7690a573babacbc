import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  ClientListQuerySchema,
  ClientListSchema,
  ClientSchema,
  CreateClientSchema,
  CreatedClientSchema,
  UpdateClientSchema,
} from '@tallysheet/contract/directory/directory';
import { authOf } from '../../plugins/auth.ts';
import type { FixtureFactory } from '../../plugins/route-table.ts';
import { insertClient } from './clients.repository.ts';
import {
  createClient,
  deleteClient,
  getClient,
  listClientsPage,
  updateClientFields,
} from './clients.service.ts';
import { presentClient } from './clients.presenter.ts';
import { newId } from '../../lib/ids.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const Params = z.object({ clientId: z.string().max(100) });

/** Makes a client in a tenant for the security sweep. */
export const clientFixture: FixtureFactory = async ({ db, tenantId }) => {
  const clientId = newId();
  await db.withTenant(tenantId, (tx) =>
    insertClient(tx, { tenantId, id: clientId, name: 'Sweep client' }),
  );
  return { params: { clientId }, body: { name: 'Renamed client', description: '' } };
};

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
      const { rows, count } = await listClientsPage({ app, tenantId, query: request.query });
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
      const clientId = await createClient({ app, tenantId, input: request.body });
      return reply.code(201).send({ clientId });
    },
  );

  app.get(
    '/clients/:clientId',
    {
      config: { access: 'admin', fixture: clientFixture },
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
          app,
          tenantId: authOf(request).tenantId,
          clientId: request.params.clientId,
        }),
      ),
  );

  app.put(
    '/clients/:clientId',
    {
      config: { access: 'admin', fixture: clientFixture },
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
          app,
          tenantId: authOf(request).tenantId,
          clientId: request.params.clientId,
          values: request.body,
        }),
      ),
  );

  app.delete(
    '/clients/:clientId',
    {
      config: { access: 'admin', fixture: clientFixture },
      schema: {
        tags: ['crm/ps'],
        summary: 'Delete a client (soft) with its projects, contacts and tasks',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteClient({
        app,
        tenantId: authOf(request).tenantId,
        clientId: request.params.clientId,
      });
      return reply.code(204).send(null);
    },
  );
};
