import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField } from '../lib/http-errors.ts';

/** No body at all, or one that carries nothing: an empty JSON object. */
export const isNoBody = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/** The message of a body sent to a call that takes none. */
export const NO_BODY_MESSAGE = 'This call takes no request body';

/**
 * Issue 26: a call whose route declares no body (so neither does the OpenAPI document) refuses
 * one with a 400 naming `body`, rather than ignoring it: the API takes what its document says
 * and nothing more. An empty body, or an empty JSON object (what many clients send by default
 * with a POST), is no body.
 */
export const noBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (isNoBody(request.body)) return;
      if (request.routeOptions.schema?.body || !request.routeOptions.config.access) return;
      throw invalidField('body', NO_BODY_MESSAGE);
    });
  },
  { name: 'no-body' },
);
