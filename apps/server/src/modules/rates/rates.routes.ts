import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  CreateRateSchema,
  RateIdParamsSchema,
  RateListQuerySchema,
  RateListSchema,
  RateSchema,
} from '@tallysheet/contract/rates/rates';
import { depsOf } from '../../plugins/deps.ts';
import { baseErrors } from '../../plugins/route-parts.ts';
import { createRate, listTenantRates, removeRate } from './rates.service.ts';

const errors = baseErrors;
// Administrators only; an API key needs the `rates` scope (plugins/api-key-scopes.ts).
const config = { access: 'admin' } as const;
const tags = ['admin'];

/** Rates (API.md /admin/rates): bill and pay rates with their history. */
export const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          "The tenant's rates (an associate's and/or a project's with userId / projectId), newest first",
        querystring: RateListQuerySchema,
        response: { 200: RateListSchema, ...errors },
      },
    },
    async (request) =>
      listTenantRates({ deps: depsOf(request), caller: request.auth, query: request.query }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Set a bill and/or pay rate (minor units) for an associate, a project or both, from a day on',
        body: CreateRateSchema,
        response: { 201: RateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createRate({
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
        summary: 'Remove a rate: the one before it is in force again',
        params: RateIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeRate({ deps: depsOf(request), caller: request.auth, id: request.params.id });
      return reply.code(204).send();
    },
  );
};
