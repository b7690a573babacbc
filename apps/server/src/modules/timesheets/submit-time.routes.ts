import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SaveWeekSchema,
  WeekQuerySchema,
  WeekSchema,
} from '@tallysheet/contract/timesheets/timesheets';
import { getWeek, saveWeek } from './week.service.ts';
import { apiErrors, callerOf } from '../../plugins/route-parts.ts';

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
        response: { 200: WeekSchema, ...apiErrors },
      },
    },
    async (request) =>
      getWeek({ ...callerOf(request), date: request.query.date, userId: request.query.userId }),
  );

  app.put(
    '/week',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['submit-time'],
        summary: 'Save the week as a draft, or submit it (e-mails the project contacts)',
        body: SaveWeekSchema,
        response: { 200: WeekSchema, ...apiErrors },
      },
    },
    async (request) => saveWeek({ ...callerOf(request), input: request.body }),
  );
};
