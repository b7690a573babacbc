import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import { ClientErrorReportSchema } from '@tallysheet/contract/util/client-error';
import { CLIENT_ERROR_BODY_LIMIT } from '@tallysheet/contract/util/client-error-limits';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { reportClientError } from './client-error.service.ts';

/** Reports one address may send a minute: enough for a crash or two, too few to flood the log. */
export const CLIENT_ERROR_RATE_LIMIT = 20;

/** The signed-in caller, when the request carries a valid bearer; anyone else reports anonymously. */
async function callerOf(request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  try {
    const claims = await request.bearerClaims();
    return { tenantId: claims.tenantId, userId: claims.username };
  } catch {
    return null;
  }
}

export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  await limitByIp(app, { area: 'client-error', max: CLIENT_ERROR_RATE_LIMIT });

  app.post(
    '/client-error',
    {
      // Public: a screen can fail before sign-in. A valid bearer names the tenant and user.
      config: { access: 'public' },
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      schema: {
        tags: ['util'],
        summary: 'Report a failure of the web app to the server log',
        description:
          'Anyone may report; with a valid bearer token the log names its tenant and user. ' +
          'Nothing is stored or answered. Limited per address.',
        security: [{}, { bearer: [] }],
        body: ClientErrorReportSchema,
        response: {
          204: NoContentSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reportClientError({
        deps: depsOf(request),
        caller: await callerOf(request),
        report: request.body,
      });
      return reply.code(204).send();
    },
  );
};
