import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  DashboardPeopleQuerySchema,
  DashboardPeopleSchema,
} from '@tallysheet/contract/reporting/dashboard-people';
import { DashboardFiguresSchema } from '@tallysheet/contract/timesheets/admin';
import { dashboardFigures, dashboardPeople } from './dashboard.service.ts';
import { callerOf, errorResponses } from '../../plugins/route-parts.ts';
import {
  DashboardApprovalsSchema,
  DashboardDecisionsQuerySchema,
  DashboardDecisionsSchema,
} from '@tallysheet/contract/reporting/dashboard-approvals';
import { dashboardApprovals, dashboardDecisions } from './approvals.service.ts';

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

  app.get(
    '/dashboard/approvals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reporting'],
        summary:
          'The oldest pending timecards (age in business days) and the median time to decision per client, last 90 days',
        response: { 200: DashboardApprovalsSchema, ...errors },
      },
    },
    async (request) => dashboardApprovals(callerOf(request)),
  );

  app.get(
    '/dashboard/decisions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reporting'],
        summary: "The decided days a client's median time to decision counts, slowest first",
        querystring: DashboardDecisionsQuerySchema,
        response: {
          200: DashboardDecisionsSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      dashboardDecisions({ ...callerOf(request), clientId: request.query.clientId }),
  );
};
