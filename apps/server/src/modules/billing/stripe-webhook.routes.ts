import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  StripeWebhookAckSchema,
  StripeWebhookEventSchema,
  StripeWebhookHeadersSchema,
} from '@tallysheet/contract/tenants/stripe-webhook';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { handleStripeEvent, verifyStripeWebhook } from './stripe-webhook.service.ts';

const rawBodies = new WeakMap<FastifyRequest, string>();
const verified = new WeakMap<FastifyRequest, Stripe.Event>();

/**
 * POST /tenant/stripe-webhook (API.md): Stripe's events, public (no bearer), rate-limited per
 * client address. Stripe signs the exact bytes it sent, so this scope's JSON parser keeps them
 * beside the parsed body (other routes keep the app's parser); the signature is checked over
 * them before the body is validated.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (
  app,
  options,
) => {
  await limitByIp(app, { area: 'stripe-webhook', max: options.rateLimit });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.post(
    '/stripe-webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenant'],
        summary: 'Stripe events: signature checked, applied once by event id, in any order',
        security: [],
        headers: StripeWebhookHeadersSchema,
        body: StripeWebhookEventSchema,
        response: {
          200: StripeWebhookAckSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
          502: ErrorResponseSchema,
        },
      },
      preValidation: async (request) => {
        verified.set(
          request,
          verifyStripeWebhook({
            deps: depsOf(request),
            payload: rawBodies.get(request) ?? '',
            signature: request.headers['stripe-signature'],
          }),
        );
      },
    },
    async (request) => {
      await handleStripeEvent({ deps: depsOf(request), event: verified.get(request)! });
      return { received: true as const };
    },
  );
};
