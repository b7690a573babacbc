import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  AskToResubmitSchema,
  FixRejectedDaysSchema,
} from '@tallysheet/contract/timesheets/rejected-days';
import { WeekSchema } from '@tallysheet/contract/timesheets/timesheets';
import { depsOf } from '../../plugins/deps.ts';
import { askToResubmit, fixRejectedDays } from './rejected-days.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Fix and resubmit (API.md "submit-time"): the rejected days of a submitted week, alone. */
export const fixRejectedDaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/rejected-days',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['submit-time'],
        summary:
          "Fix and resubmit the week's rejected days only (when the company lets rejected days reopen)",
        body: FixRejectedDaysSchema,
        response: { 200: WeekSchema, ...errors },
      },
    },
    async (request) =>
      fixRejectedDays({ deps: depsOf(request), caller: request.auth, input: request.body }),
  );
};

/** Ask to resubmit (API.md "ts"): the associate asks the administrators to allow resubmission. */
export const askToResubmitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ask-to-resubmit',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['ts'],
        summary:
          'Ask the administrators to allow resubmission of a week with rejected days (e-mails them)',
        body: AskToResubmitSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await askToResubmit({
        deps: depsOf(request),
        caller: request.auth,
        timesheetId: request.body.timesheetId,
      });
      return reply.code(204).send();
    },
  );
};
