import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  CreateDelegationSchema,
  DelegationIdParamsSchema,
  DelegationListQuerySchema,
  DelegationListSchema,
  DelegationSchema,
} from '@tallysheet/contract/directory/delegations';
import { baseErrors as errors, callerOf } from '../../plugins/route-parts.ts';
import {
  createDelegation,
  listTenantDelegations,
  removeDelegation,
} from './delegations.service.ts';

const config = { access: 'admin' } as const;
const tags = ['admin'];

/** Delegations (API.md /admin/delegations): a contact's alternate while out of office. */
export const delegationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's delegations (one contact's with contactId), newest first",
        querystring: DelegationListQuerySchema,
        response: { 200: DelegationListSchema, ...errors },
      },
    },
    async (request) => listTenantDelegations({ ...callerOf(request), query: request.query }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Set an alternate (a contact of the same client) for a contact, from one day to another',
        body: CreateDelegationSchema,
        response: { 201: DelegationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDelegation({ ...callerOf(request), input: request.body })),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a delegation: the alternate stops standing in at once',
        params: DelegationIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeDelegation({ ...callerOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );
};
