import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  SignUpResultSchema,
  SignUpSchema,
  TryInvitationSchema,
} from '@tallysheet/contract/welcome/welcome';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { inviteToTry, signUpTenant } from './welcome.service.ts';
import { errorResponses } from '../../plugins/route-parts.ts';

const errors = errorResponses(400, 401, 403, 429);

export const welcomeRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (app, options) => {
  await limitByIp(app, { area: 'welcome', max: options.rateLimit });

  app.post(
    '/sign-up',
    {
      // The body holds the new account's password: never kept for replay (plugins/idempotency.ts).
      config: { access: 'public', secret: 'sets' },
      schema: {
        tags: ['welcome'],
        summary: 'Start a free trial: a new tenant with its Billing Administrator',
        security: [],
        body: SignUpSchema,
        response: { 201: SignUpResultSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await signUpTenant({ deps: depsOf(request), input: request.body })),
  );

  app.post(
    '/invitations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['welcome'],
        summary: 'E-mail an invitation to try the product',
        body: TryInvitationSchema,
        response: { 201: z.object({ email: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      await inviteToTry({
        deps: depsOf(request),
        tenantId: auth.tenantId,
        inviterName: auth.name,
        input: request.body,
      });
      return reply.code(201).send({ email: request.body.email });
    },
  );
};
