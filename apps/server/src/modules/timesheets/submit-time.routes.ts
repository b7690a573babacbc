import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  SaveWeekSchema,
  WeekQuerySchema,
  WeekSchema,
} from '@tallysheet/contract/timesheets/timesheets';
import { depsOf } from '../../plugins/deps.ts';
import { getWeek, saveWeek } from './week.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The associate's week (API.md "submit-time"); an Administrator may name another user. */
export const submitTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/week',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['submit-time'],
        summary:
          'The Saturday–Friday week containing a date, with the assignable projects and tasks',
        querystring: WeekQuerySchema,
        response: { 200: WeekSchema, ...errors },
      },
    },
    async (request) =>
      getWeek({
        deps: depsOf(request),
        caller: request.auth,
        date: request.query.date,
        userId: request.query.userId,
      }),
  );

  app.put(
    '/week',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['submit-time'],
        summary: 'Save the week as a draft, or submit it (e-mails the project contacts)',
        body: SaveWeekSchema,
        response: { 200: WeekSchema, ...errors },
      },
    },
    async (request) =>
      saveWeek({ deps: depsOf(request), caller: request.auth, input: request.body }),
  );
};
