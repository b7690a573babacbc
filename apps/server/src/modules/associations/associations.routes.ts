import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  AssociationListQuerySchema,
  AssociationListSchema,
  CreateAssociationSchema,
  DeleteAssociationSchema,
} from '@tallysheet/contract/directory/directory';
import { newId } from '../../lib/ids.ts';
import { authOf } from '../../plugins/auth.ts';
import type { FixtureFactory } from '../../plugins/route-table.ts';
import { insertClient } from '../clients/clients.repository.ts';
import { insertContact } from '../contacts/contacts.repository.ts';
import { insertProject } from '../projects/projects.repository.ts';
import { insertAssociations } from './associations.repository.ts';
import {
  changeAssociation,
  createAssociation,
  listAssociationsFor,
  removeAssociation,
} from './associations.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** An association between a project and a contact of one client, named in the body. */
const associationFixture: FixtureFactory = async ({ db, tenantId }) => {
  const [clientId, projectId, contactId] = [newId(), newId(), newId()];
  await db.withTenant(tenantId, async (tx) => {
    await insertClient(tx, { tenantId, id: clientId, name: 'Sweep client' });
    await insertProject(tx, { tenantId, id: projectId, clientId, name: 'Sweep project' });
    await insertContact(tx, {
      tenantId,
      id: contactId,
      clientId,
      name: 'Sweep contact',
      email: 'sweep@example.com',
    });
    await insertAssociations(tx, [
      {
        tenantId,
        projectId,
        contactId,
        contactType: 'MANAGER',
        notificationLevel: 'COPY_WITH_LINK',
      },
    ]);
  });
  return {
    query: { projectId },
    body: { projectId, contactId, contactType: 'BACKUP_MANAGER', notificationLevel: 'COPY_ONLY' },
  };
};

export const associationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/associations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: "A project's or a contact's associations",
        querystring: AssociationListQuerySchema,
        response: { 200: AssociationListSchema, ...errors },
      },
    },
    async (request) => ({
      associations: await listAssociationsFor({
        app,
        tenantId: authOf(request).tenantId,
        ...request.query,
      }),
    }),
  );

  app.post(
    '/associations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Link a contact to a project of the same client',
        body: CreateAssociationSchema,
        response: { 201: z.object({ projectId: z.string(), contactId: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { outstandingTimecardsAction: _action, ...input } = request.body;
      await createAssociation({ app, tenantId: authOf(request).tenantId, input });
      return reply.code(201).send({ projectId: input.projectId, contactId: input.contactId });
    },
  );

  app.put(
    '/associations',
    {
      config: { access: 'admin', fixture: associationFixture },
      schema: {
        tags: ['crm/ps'],
        summary: "Change an association's contact type and notification level",
        body: CreateAssociationSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { outstandingTimecardsAction: _action, ...input } = request.body;
      await changeAssociation({ app, tenantId: authOf(request).tenantId, input });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/associations',
    {
      config: { access: 'admin', fixture: associationFixture },
      schema: {
        tags: ['crm/ps'],
        summary: 'Unlink a contact from a project',
        body: DeleteAssociationSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAssociation({ app, tenantId: authOf(request).tenantId, input: request.body });
      return reply.code(204).send(null);
    },
  );
};
