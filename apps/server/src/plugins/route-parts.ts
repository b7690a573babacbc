import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import type { AuthContext } from '../lib/auth-context.ts';
import type { AppDeps } from '../lib/deps.ts';
import { depsOf } from './deps.ts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 502;

/** The error answers a route may give (each an ErrorResponse, API.md), for its response map. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}

/** The errors of a signed-in call: bad input, no or wrong credentials, not found. */
export const baseErrors = errorResponses(400, 401, 403, 404);

/** The errors of most signed-in calls: those of {@link baseErrors} and a conflict. */
export const apiErrors = errorResponses(400, 401, 403, 404, 409);

/** A file answered as it is (a stream or buffer); the document describes its bytes as a string. */
export const binaryFile = z.string().meta({ format: 'binary' });

/** What a service gets from a signed-in request: the app's deps and who is calling. */
export const callerOf = (request: FastifyRequest): { deps: AppDeps; caller: AuthContext } => ({
  deps: depsOf(request),
  caller: request.auth,
});

/** A handler that answers 204 with no body once `run` is done. */
export const noContent =
  <R extends FastifyRequest>(run: (request: R) => Promise<unknown>) =>
  async (request: R, reply: FastifyReply) => {
    await run(request);
    return reply.code(204).send();
  };
