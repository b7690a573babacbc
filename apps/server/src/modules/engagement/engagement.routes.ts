import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  SendFeedbackResultSchema,
  SendFeedbackSchema,
} from '@tallysheet/contract/engagement/feedback';
import { sendFeedback } from './engagement.service.ts';
import { callerOf } from '../../plugins/route-parts.ts';

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-feedback',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['engagement'],
        summary: "Send feedback from the caller's current page",
        body: SendFeedbackSchema,
        response: {
          201: SendFeedbackResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const feedbackId = await sendFeedback({ ...callerOf(request), input: request.body });
      return reply.code(201).send({ feedbackId });
    },
  );
};
