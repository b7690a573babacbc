import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  AssociationListQuerySchema,
  AssociationListSchema,
  CreateAssociationSchema,
  DeleteAssociationSchema,
} from '@tallysheet/contract/directory/directory';
import { OutstandingConflictSchema } from '@tallysheet/contract/timesheets/timesheets';
import { directoryErrors } from '../../plugins/directory-routes.ts';
import { depsOf } from '../../plugins/deps.ts';
import {
  changeAssociation,
  createAssociation,
  listAssociationsFor,
  removeAssociation,
} from './association-commands.ts';

const errors = directoryErrors;

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
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
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
        response: {
          201: z.object({ projectId: z.string(), contactId: z.string() }),
          ...errors,
          409: OutstandingConflictSchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await createAssociation({ deps: depsOf(request), tenantId: request.auth.tenantId, input });
      return reply.code(201).send({ projectId: input.projectId, contactId: input.contactId });
    },
  );

  app.put(
    '/associations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: "Change an association's contact type and notification level",
        body: CreateAssociationSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await changeAssociation({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        input: request.body,
      });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/associations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Unlink a contact from a project',
        body: DeleteAssociationSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeAssociation({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        input: request.body,
      });
      return reply.code(204).send();
    },
  );
};
