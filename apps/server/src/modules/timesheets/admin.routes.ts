import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  ResendEmailsSchema,
  ReviewSchema,
  TimesheetListQuerySchema,
  TimesheetRowListSchema,
} from '@tallysheet/contract/timesheets/admin';
import {
  TimesheetIdParamsSchema,
  TimesheetSchema,
} from '@tallysheet/contract/timesheets/timesheets';
import {
  listTenantTimesheets,
  resendApprovalEmails,
  resendRecipients,
  reviewTimesheet,
} from './admin.service.ts';
import { apiErrors, callerOf } from '../../plugins/route-parts.ts';

/** The administrator's timesheet calls (API.md "ts"): All Timesheets, Review, resend. */
export const adminTimesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timesheets',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary: "The tenant's timesheets, filtered, sorted and paged",
        querystring: TimesheetListQuerySchema,
        response: { 200: TimesheetRowListSchema, ...apiErrors },
      },
    },
    async (request) => listTenantTimesheets({ ...callerOf(request), query: request.query }),
  );

  app.post(
    '/review',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary:
          'Approve or reject whole timecards or named days; days not named keep their review',
        body: ReviewSchema,
        response: { 200: TimesheetSchema, ...apiErrors },
      },
    },
    async (request) => reviewTimesheet({ ...callerOf(request), input: request.body }),
  );

  app.get(
    '/resend-approval-emails/:timesheetId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary: 'Who would receive the pending timecards again',
        params: TimesheetIdParamsSchema,
        response: { 200: ResendEmailsSchema, ...apiErrors },
      },
    },
    async (request) =>
      resendRecipients({ ...callerOf(request), timesheetId: request.params.timesheetId }),
  );

  app.post(
    '/resend-approval-emails/:timesheetId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary: "E-mail the pending timecards again to their projects' contacts",
        params: TimesheetIdParamsSchema,
        response: { 204: NoContentSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      await resendApprovalEmails({ ...callerOf(request), timesheetId: request.params.timesheetId });
      return reply.code(204).send();
    },
  );
};
