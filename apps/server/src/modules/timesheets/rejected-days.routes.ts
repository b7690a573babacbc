import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  AskToResubmitSchema,
  FixRejectedDaysSchema,
} from '@tallysheet/contract/timesheets/rejected-days';
import { WeekSchema } from '@tallysheet/contract/timesheets/timesheets';
import { askToResubmit, fixRejectedDays } from './rejected-days.service.ts';
import { apiErrors, callerOf } from '../../plugins/route-parts.ts';

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
        response: { 200: WeekSchema, ...apiErrors },
      },
    },
    async (request) => fixRejectedDays({ ...callerOf(request), input: request.body }),
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
        response: { 204: NoContentSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      await askToResubmit({ ...callerOf(request), timesheetId: request.body.timesheetId });
      return reply.code(204).send();
    },
  );
};
