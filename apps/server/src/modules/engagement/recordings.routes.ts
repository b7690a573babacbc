import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  RecordingCreatedSchema,
  RecordingEventsSchema,
  RecordingIdParamsSchema,
  RecordingSchema,
} from '@tallysheet/contract/engagement/recordings';
import { limitByUser } from '../../plugins/rate-limit.ts';
import { appendRecording, getRecording, startRecording } from './recordings.service.ts';
import { baseErrors, callerOf } from '../../plugins/route-parts.ts';

/**
 * The session recorder's calls (A§4, A§9). Starting and appending count toward one limit per
 * user across every instance (RECORDING_RATE_LIMIT a minute); what a recording and a tenant hold
 * is capped in the service (413 RECORDING_FULL).
 */
export const recordingRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (
  app,
  options,
) => {
  await limitByUser(app, {
    area: 'recordings',
    max: options.rateLimit,
    only: (request) => request.method === 'POST',
  });

  app.post(
    '/recordings',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['engagement'],
        summary: "Start the caller's session recording; 403 RECORDING_OFF when the recorder is off",
        body: RecordingEventsSchema,
        response: {
          201: RecordingCreatedSchema,
          ...baseErrors,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await startRecording({ ...callerOf(request), events: request.body.events })),
  );

  app.post(
    '/recordings/:recordingId/events',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['engagement'],
        summary: "Append the buffered events to the caller's own recording",
        params: RecordingIdParamsSchema,
        body: RecordingEventsSchema,
        response: {
          204: NoContentSchema,
          ...baseErrors,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await appendRecording({
        ...callerOf(request),
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
        params: RecordingIdParamsSchema,
        response: { 200: RecordingSchema, ...baseErrors },
      },
    },
    async (request) =>
      getRecording({ ...callerOf(request), recordingId: request.params.recordingId }),
  );
};
