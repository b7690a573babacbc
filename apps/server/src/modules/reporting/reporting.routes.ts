import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  DashboardPeopleQuerySchema,
  DashboardPeopleSchema,
} from '@tallysheet/contract/reporting/dashboard-people';
import { DashboardFiguresSchema } from '@tallysheet/contract/timesheets/admin';
import { depsOf } from '../../plugins/deps.ts';
import { dashboardFigures, dashboardPeople } from './dashboard.service.ts';

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** Reporting (API.md "reporting"): the Company Dashboard's figures. */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reporting'],
        summary: "The Company Dashboard's live figures (weeks Saturday to Friday)",
        response: { 200: DashboardFiguresSchema, ...errors },
      },
    },
    async (request) => dashboardFigures({ deps: depsOf(request), caller: request.auth }),
  );

  app.get(
    '/dashboard/people',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reporting'],
        summary: 'The people a Company Dashboard figure counts (active associates, not submitted)',
        querystring: DashboardPeopleQuerySchema,
        response: { 200: DashboardPeopleSchema, 400: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      dashboardPeople({
        deps: depsOf(request),
        caller: request.auth,
        figure: request.query.figure,
      }),
  );
};
