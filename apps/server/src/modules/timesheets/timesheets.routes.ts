import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  MySummarySchema,
  MyTimesheetsQuerySchema,
  ResubmissionStatusSchema,
  TimesheetIdParamsSchema,
  TimesheetListSchema,
  TimesheetSchema,
} from '@tallysheet/contract/timesheets/timesheets';
import {
  deleteTimesheet,
  getTimesheet,
  listMyTimesheets,
  mySummary,
  setResubmissionAllowed,
} from './timesheets.service.ts';
import { apiErrors, baseErrors, callerOf } from '../../plugins/route-parts.ts';

/** Timesheets (API.md "ts"): the associate's own, and the Administrator's calls on any. */
export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-timesheets',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['ts'],
        summary: "The caller's timesheets, newest week first, drafts included",
        querystring: MyTimesheetsQuerySchema,
        response: { 200: TimesheetListSchema, ...baseErrors },
      },
    },
    async (request) => listMyTimesheets({ ...callerOf(request), ...request.query }),
  );

  app.get(
    '/my-summary',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['ts'],
        summary: "The caller's hours this week and this month",
        response: { 200: MySummarySchema, ...baseErrors },
      },
    },
    async (request) => mySummary(callerOf(request)),
  );

  app.get(
    '/doc/:timesheetId',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['ts'],
        summary: 'A timesheet: the associate’s own, or any for an Administrator (404 is valid)',
        params: TimesheetIdParamsSchema,
        response: { 200: TimesheetSchema, ...baseErrors },
      },
    },
    async (request) =>
      getTimesheet({ ...callerOf(request), timesheetId: request.params.timesheetId }),
  );

  app.delete(
    '/doc/:timesheetId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary:
          'Delete a timesheet; its approval links stop working (409 with a closed or approved day)',
        params: TimesheetIdParamsSchema,
        response: { 204: NoContentSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      await deleteTimesheet({ ...callerOf(request), timesheetId: request.params.timesheetId });
      return reply.code(204).send();
    },
  );

  app.post(
    '/update-resubmission-status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary:
          'Allow the associate to submit the week again, or revoke that while nothing was resubmitted (else 409)',
        body: ResubmissionStatusSchema,
        response: { 204: NoContentSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      await setResubmissionAllowed({
        ...callerOf(request),
        timesheetId: request.body.timesheetId,
        allowed: request.body.newStatus,
        days: request.body.days,
        reason: request.body.reason,
      });
      return reply.code(204).send();
    },
  );
};
