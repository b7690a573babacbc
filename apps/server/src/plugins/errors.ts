import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { DatabaseBusyError, LostConnectionError } from '../db/client.ts';
import { HttpError } from '../lib/http-errors.ts';

type Issue = { path: string; message: string };

function validationIssues(error: FastifyError): Issue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((item) => {
    const path =
      item.instancePath.split('/').filter(Boolean).join('.') || error.validationContext || 'body';
    return { path, message: item.message ?? 'Invalid value' };
  });
}

/** Every error, 500s included, answers {statusCode, error, message, code?, issues?, ...data}. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.details.headers) reply.headers(error.details.headers);
        return reply.code(error.statusCode).send({
          statusCode: error.statusCode,
          error: STATUS_CODES[error.statusCode] ?? 'Error',
          message: error.message,
          ...(error.details.code ? { code: error.details.code } : {}),
          ...(error.details.issues ? { issues: error.details.issues } : {}),
          ...error.details.data,
        });
      }
      // The client may retry after Retry-After. SERVER_BUSY: every database connection was in
      // use and none came free in time (or the embedded database's queue is full), so the
      // instance is busy; DB_UNAVAILABLE: the database cannot be reached (nothing ran for
      // either); COMMIT_UNKNOWN: the connection was lost after COMMIT was sent, the change may
      // be saved (a retry with its Idempotency-Key is safe).
      if (
        (error as Error) instanceof DatabaseBusyError ||
        (error as Error) instanceof LostConnectionError
      ) {
        const refused = error as unknown as DatabaseBusyError | LostConnectionError;
        if (refused instanceof DatabaseBusyError)
          request.log.warn(refused.details, 'server busy: no database connection came free');
        else if (refused.code === 'COMMIT_UNKNOWN')
          request.log.error({ err: refused.cause }, 'connection lost after COMMIT was sent');
        else request.log.warn({ err: refused.cause }, 'database unavailable');
        return reply.code(503).header('retry-after', String(refused.retryAfterSeconds)).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: refused.message,
          code: refused.code,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = validationIssues(error);
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
          issues,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'An unexpected error occurred',
        });
      }
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.code(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: error.message,
        ...(error.code && !error.code.startsWith('FST_') ? { code: error.code } : {}),
      });
    });
  },
  { name: 'errors' },
);
