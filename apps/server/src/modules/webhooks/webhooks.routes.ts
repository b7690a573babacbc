import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  CreatedWebhookSchema,
  RotateWebhookSecretSchema,
  RotatedWebhookSecretSchema,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookIdParamsSchema,
  WebhookInputSchema,
  WebhookListSchema,
  WebhookSchema,
} from '@tallysheet/contract/webhooks/webhooks';
import { baseErrors as errors, callerOf } from '../../plugins/route-parts.ts';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  removeWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from './webhooks.service.ts';

/** Administrators, and API keys with the `webhooks` scope (plugins/api-key-scopes.ts). */
const config = { access: 'admin' } as const;
/**
 * The calls that answer with a signing secret refuse an Idempotency-Key (issue 26): a stored
 * first answer would keep the secret in plain text for replay.
 */
const returnsSecret = { access: 'admin', secret: 'returns' } as const;
const tags = ['admin'];

/** Webhook endpoints (API.md /admin/webhooks, issue 30 §4). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: "The tenant's webhook endpoints, oldest first (never their secrets)",
        response: { 200: WebhookListSchema, ...errors },
      },
    },
    async (request) => listWebhooks(callerOf(request)),
  );

  app.post(
    '/',
    {
      config: returnsSecret,
      schema: {
        tags,
        summary: 'Add an endpoint: its signing secret (whsec_…) is in this answer only',
        body: WebhookInputSchema,
        response: { 201: CreatedWebhookSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWebhook({ ...callerOf(request), input: request.body })),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Change an endpoint's URL, events and enabled (turning it on again clears its failures)",
        params: WebhookIdParamsSchema,
        body: WebhookInputSchema,
        response: { 200: WebhookSchema, ...errors },
      },
    },
    async (request) =>
      updateWebhook({ ...callerOf(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove an endpoint and its delivery log',
        params: WebhookIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeWebhook({ ...callerOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/rotate-secret',
    {
      config: returnsSecret,
      schema: {
        tags,
        summary:
          'A new signing secret, shown once; the old one still signs beside it for overlapHours (default 24)',
        params: WebhookIdParamsSchema,
        body: RotateWebhookSecretSchema,
        response: { 200: RotatedWebhookSecretSchema, ...errors },
      },
    },
    async (request) =>
      rotateWebhookSecret({ ...callerOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/:id/deliveries',
    {
      config,
      schema: {
        tags,
        summary:
          "An endpoint's delivery log, newest first: status, attempts, response code, duration",
        params: WebhookIdParamsSchema,
        querystring: WebhookDeliveryListQuerySchema,
        response: { 200: WebhookDeliveryListSchema, ...errors },
      },
    },
    async (request) =>
      listWebhookDeliveries({ ...callerOf(request), id: request.params.id, query: request.query }),
  );

  app.post(
    '/:id/deliveries/:deliveryId/redeliver',
    {
      config,
      schema: {
        tags,
        summary: 'Send a delivery again (same webhook-id), with a fresh 24 hours of retries',
        params: WebhookDeliveryParamsSchema,
        response: { 200: WebhookDeliverySchema, ...errors },
      },
    },
    async (request) =>
      redeliverWebhook({
        ...callerOf(request),
        id: request.params.id,
        deliveryId: request.params.deliveryId,
      }),
  );
};
