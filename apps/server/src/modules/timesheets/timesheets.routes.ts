import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  MySummarySchema,
  MyTimesheetsQuerySchema,
  ResubmissionStatusSchema,
  TimesheetIdParamsSchema,
  TimesheetListSchema,
  TimesheetSchema,
} from '@tallysheet/contract/timesheets/timesheets';
import { depsOf } from '../../plugins/deps.ts';
import {
  deleteTimesheet,
  getTimesheet,
  listMyTimesheets,
  mySummary,
  setResubmissionAllowed,
} from './timesheets.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

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
        response: { 200: TimesheetListSchema, ...errors },
      },
    },
    async (request) =>
      listMyTimesheets({ deps: depsOf(request), caller: request.auth, ...request.query }),
  );

  app.get(
    '/my-summary',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['ts'],
        summary: "The caller's hours this week and this month",
        response: { 200: MySummarySchema, ...errors },
      },
    },
    async (request) => mySummary({ deps: depsOf(request), caller: request.auth }),
  );

  app.get(
    '/doc/:timesheetId',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['ts'],
        summary: 'A timesheet: the associate’s own, or any for an Administrator (404 is valid)',
        params: TimesheetIdParamsSchema,
        response: { 200: TimesheetSchema, ...errors },
      },
    },
    async (request) =>
      getTimesheet({
        deps: depsOf(request),
        caller: request.auth,
        timesheetId: request.params.timesheetId,
      }),
  );

  app.delete(
    '/doc/:timesheetId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary: 'Delete a timesheet; its approval links stop working',
        params: TimesheetIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteTimesheet({
        deps: depsOf(request),
        caller: request.auth,
        timesheetId: request.params.timesheetId,
      });
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
        response: { 204: NoContentSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await setResubmissionAllowed({
        deps: depsOf(request),
        caller: request.auth,
        timesheetId: request.body.timesheetId,
        allowed: request.body.newStatus,
      });
      return reply.code(204).send();
    },
  );
};
