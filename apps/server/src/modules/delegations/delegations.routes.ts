import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  CreateDelegationSchema,
  DelegationIdParamsSchema,
  DelegationListQuerySchema,
  DelegationListSchema,
  DelegationSchema,
} from '@tallysheet/contract/directory/delegations';
import { depsOf } from '../../plugins/deps.ts';
import { baseErrors } from '../../plugins/route-parts.ts';
import {
  createDelegation,
  listTenantDelegations,
  removeDelegation,
} from './delegations.service.ts';

const errors = baseErrors;
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
    async (request) =>
      listTenantDelegations({ deps: depsOf(request), caller: request.auth, query: request.query }),
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
    async (request, reply) => {
      const created = await createDelegation({
        deps: depsOf(request),
        caller: request.auth,
        input: request.body,
      });
      return reply.code(201).send(created);
    },
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
      await removeDelegation({
        deps: depsOf(request),
        caller: request.auth,
        id: request.params.id,
      });
      return reply.code(204).send();
    },
  );
};
