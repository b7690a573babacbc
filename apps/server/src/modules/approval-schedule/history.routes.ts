import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { TimesheetEventListSchema } from '@tallysheet/contract/approvals/approval-settings';
import { TimesheetIdParamsSchema } from '@tallysheet/contract/timesheets/timesheets';
import { depsOf } from '../../plugins/deps.ts';
import { timesheetHistory } from './history.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/** A timesheet's history (issue 29): reminders, escalations, delegations, corrections. */
export const timesheetHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/doc/:timesheetId/events',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ts'],
        summary:
          "A timesheet's history: each reminder, escalation, decision on behalf, delegation and correction, newest first",
        params: TimesheetIdParamsSchema,
        response: { 200: TimesheetEventListSchema, ...errors },
      },
    },
    async (request) =>
      timesheetHistory({
        deps: depsOf(request),
        caller: request.auth,
        timesheetId: request.params.timesheetId,
      }),
  );
};
