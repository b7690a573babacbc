import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
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
import { depsOf } from '../../plugins/deps.ts';
import {
  listTenantTimesheets,
  resendApprovalEmails,
  resendRecipients,
  reviewTimesheet,
} from './admin.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

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
        response: { 200: TimesheetRowListSchema, ...errors },
      },
    },
    async (request) =>
      listTenantTimesheets({
        deps: depsOf(request),
        caller: request.auth,
        query: request.query,
      }),
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
        response: { 200: TimesheetSchema, ...errors },
      },
    },
    async (request) =>
      reviewTimesheet({ deps: depsOf(request), caller: request.auth, input: request.body }),
  );

  app.get(
    '/resend-approval-emails/:timesheetId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary: 'Who would receive the pending timecards again',
        params: TimesheetIdParamsSchema,
        response: { 200: ResendEmailsSchema, ...errors },
      },
    },
    async (request) =>
      resendRecipients({
        deps: depsOf(request),
        caller: request.auth,
        timesheetId: request.params.timesheetId,
      }),
  );

  app.post(
    '/resend-approval-emails/:timesheetId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary: "E-mail the pending timecards again to their projects' contacts",
        params: TimesheetIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resendApprovalEmails({
        deps: depsOf(request),
        caller: request.auth,
        timesheetId: request.params.timesheetId,
      });
      return reply.code(204).send();
    },
  );
};
