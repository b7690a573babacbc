import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnswerCorrectionSchema } from '@tallysheet/contract/timesheets/corrections';
import {
  TimesheetIdParamsSchema,
  TimesheetSchema,
} from '@tallysheet/contract/timesheets/timesheets';
import { depsOf } from '../../plugins/deps.ts';
import { apiErrors } from '../../plugins/route-parts.ts';
import { answerCorrection } from './corrections.service.ts';

/** Corrections the associate counter-signs (API.md "POST /ts/corrections/{timesheetId}"). */
export const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/corrections/:timesheetId',
    {
      config: { access: 'assoc' },
      schema: {
        tags: ['ts'],
        summary:
          "Accept a contact's proposed correction of a day (approved with the corrected hours, a new version) or decline it with a reply",
        params: TimesheetIdParamsSchema,
        body: AnswerCorrectionSchema,
        response: { 200: TimesheetSchema, ...apiErrors },
      },
    },
    async (request) =>
      answerCorrection({
        deps: depsOf(request),
        caller: request.auth,
        timesheetId: request.params.timesheetId,
        input: request.body,
      }),
  );
};
