import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  SendFeedbackResultSchema,
  SendFeedbackSchema,
} from '@tallysheet/contract/engagement/feedback';
import {
  RecordingCreatedSchema,
  RecordingEventsSchema,
  RecordingSchema,
} from '@tallysheet/contract/engagement/recordings';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { depsOf } from '../../plugins/deps.ts';
import { sendFeedback } from './engagement.service.ts';
import { appendRecording, getRecording, startRecording } from './recordings.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const RecordingParams = z.object({ recordingId: z.string().max(200) });

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
      const feedbackId = await sendFeedback({
        deps: depsOf(request),
        caller: authOf(request),
        input: request.body,
      });
      return reply.code(201).send({ feedbackId });
    },
  );

  app.post(
    '/recordings',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['engagement'],
        summary: "Start the caller's session recording; 403 RECORDING_OFF when the recorder is off",
        body: RecordingEventsSchema,
        response: { 201: RecordingCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await startRecording({
          deps: depsOf(request),
          caller: authOf(request),
          events: request.body.events,
        }),
      ),
  );

  app.post(
    '/recordings/:recordingId/events',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['engagement'],
        summary: "Append the buffered events to the caller's own recording",
        params: RecordingParams,
        body: RecordingEventsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await appendRecording({
        deps: depsOf(request),
        caller: authOf(request),
        recordingId: request.params.recordingId,
        events: request.body.events,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/recordings/:recordingId',
    {
      // Replay: its viewers only; everyone else is told there is no such recording.
      config: { access: 'TenantAdmin', hidden: true },
      schema: {
        tags: ['engagement'],
        summary: "A recording to replay (internal super users; the tenant's Billing Administrator)",
        params: RecordingParams,
        response: { 200: RecordingSchema, ...errors },
      },
    },
    async (request) =>
      getRecording({
        deps: depsOf(request),
        caller: authOf(request),
        recordingId: request.params.recordingId,
      }),
  );
};
