import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  DashboardPeopleQuerySchema,
  DashboardPeopleSchema,
} from '@tallysheet/contract/reporting/dashboard-people';
import { DashboardFiguresSchema } from '@tallysheet/contract/timesheets/admin';
import { dashboardFigures, dashboardPeople } from './dashboard.service.ts';
import { callerOf, errorResponses } from '../../plugins/route-parts.ts';

const errors = errorResponses(401, 403);

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
    async (request) => dashboardFigures(callerOf(request)),
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
    async (request) => dashboardPeople({ ...callerOf(request), figure: request.query.figure }),
  );
};
