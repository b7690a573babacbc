import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  ClosePeriodSchema,
  PeriodLockIdParamsSchema,
  PeriodLockListQuerySchema,
  PeriodLockListSchema,
  PeriodLockSchema,
  ReopenPeriodSchema,
} from '@tallysheet/contract/locks/period-locks';
import { depsOf } from '../../plugins/deps.ts';
import { closePeriod, listPeriodLocks, reopenPeriod } from './locks.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const config = { access: 'admin' } as const;
const tags = ['admin'];

/** Period locks (API.md /admin/period-locks, issue 30 §1): close a period, list, reopen. */
export const periodLockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'The periods closed now, latest period first',
        querystring: PeriodLockListQuerySchema,
        response: { 200: PeriodLockListSchema, ...errors },
      },
    },
    async (request) =>
      listPeriodLocks({ deps: depsOf(request), caller: request.auth, query: request.query }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Close a period (from–to, for every client or one): its days become read-only whatever their status',
        body: ClosePeriodSchema,
        response: { 201: PeriodLockSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await closePeriod({
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
        summary: 'Reopen a closed period, with a reason',
        params: PeriodLockIdParamsSchema,
        body: ReopenPeriodSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await reopenPeriod({
        deps: depsOf(request),
        caller: request.auth,
        id: request.params.id,
        reason: request.body.reason,
      });
      return reply.code(204).send();
    },
  );
};
