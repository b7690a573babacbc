import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  MfaDisableSchema,
  MfaSetupResultSchema,
  MfaSetupSchema,
  MfaStatusSchema,
  MfaVerifyResultSchema,
  MfaVerifySchema,
} from '@tallysheet/contract/identity/mfa';
import { depsOf } from '../../plugins/deps.ts';
import { disableMfa, getMfaStatus, setupMfa, verifyMfa } from './mfa.service.ts';
import { errorResponses } from '../../plugins/route-parts.ts';

const errors = errorResponses(400, 401, 403, 429);
const mfaErrors = { ...errors, 409: ErrorResponseSchema };

/**
 * The caller's second factor (A§4 MFA): its status, enrolling an authenticator app and turning
 * it off. Registered by the tokens routes, inside their area and per-address limit.
 */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mfa',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: 'Whether the caller has a second factor, and whether one is required',
        response: { 200: MfaStatusSchema, ...errors },
      },
    },
    async (request) => getMfaStatus({ deps: depsOf(request), ...whoCalls(request) }),
  );

  app.post(
    '/mfa/setup',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary:
          'Start enrolling an authenticator app with the password again: a pending secret and its otpauth URI',
        body: MfaSetupSchema,
        response: { 200: MfaSetupResultSchema, ...mfaErrors },
      },
    },
    async (request) =>
      setupMfa({ deps: depsOf(request), ...whoCalls(request), password: request.body.password }),
  );

  app.post(
    '/mfa/verify',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: 'Confirm the authenticator app with a code; the recovery codes, shown once',
        body: MfaVerifySchema,
        response: { 200: MfaVerifyResultSchema, ...mfaErrors },
      },
    },
    async (request) =>
      verifyMfa({ deps: depsOf(request), ...whoCalls(request), code: request.body.code }),
  );

  app.post(
    '/mfa/disable',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: "Turn the caller's second factor off with the password and a code",
        body: MfaDisableSchema,
        response: { 204: NoContentSchema, ...mfaErrors },
      },
    },
    async (request, reply) => {
      await disableMfa({ deps: depsOf(request), ...whoCalls(request), ...request.body });
      return reply.code(204).send();
    },
  );
};

function whoCalls(request: FastifyRequest) {
  const auth = request.auth;
  return { tenantId: auth.tenantId, userId: auth.userId };
}
