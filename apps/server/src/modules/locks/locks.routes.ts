import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  ClosePeriodSchema,
  PeriodLockIdParamsSchema,
  PeriodLockListQuerySchema,
  PeriodLockListSchema,
  PeriodLockSchema,
  ReopenPeriodSchema,
} from '@tallysheet/contract/locks/period-locks';
import { baseErrors as errors, callerOf } from '../../plugins/route-parts.ts';
import { closePeriod, listPeriodLocks, reopenPeriod } from './locks.service.ts';

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
    async (request) => listPeriodLocks({ ...callerOf(request), query: request.query }),
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
    async (request, reply) =>
      reply.code(201).send(await closePeriod({ ...callerOf(request), input: request.body })),
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
        ...callerOf(request),
        id: request.params.id,
        reason: request.body.reason,
      });
      return reply.code(204).send();
    },
  );
};
