import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InternalEmailSchema,
  SetInternalEmailSchema,
  VerifyInternalEmailSchema,
} from '@tallysheet/contract/tenants/internal-email';
import { depsOf } from '../../plugins/deps.ts';
import {
  getInternalEmail,
  setInternalEmail,
  verifyInternalEmail,
} from './internal-email.service.ts';
import { errorResponses } from '../../plugins/route-parts.ts';

const errors = errorResponses(400, 401, 403);

export const internalEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal-email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The company's Internal Contact Email and whether it is verified",
        response: { 200: InternalEmailSchema, ...errors },
      },
    },
    async (request) => getInternalEmail({ deps: depsOf(request), tenantId: request.auth.tenantId }),
  );

  app.put(
    '/internal-email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Set the Internal Contact Email; a 6-digit code is e-mailed to it to verify it',
        body: SetInternalEmailSchema,
        response: { 200: InternalEmailSchema, ...errors },
      },
    },
    async (request) =>
      setInternalEmail({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        email: request.body.email,
      }),
  );

  app.post(
    '/internal-email/verify',
    {
      // Wrong codes are counted: never inside a transaction a refusal rolls back (plugins/idempotency.ts).
      config: { access: 'admin', secret: 'checks' },
      schema: {
        tags: ['admin'],
        summary: 'Verify the Internal Contact Email with the e-mailed code',
        body: VerifyInternalEmailSchema,
        response: { 200: InternalEmailSchema, ...errors },
      },
    },
    async (request) =>
      verifyInternalEmail({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        code: request.body.code,
      }),
  );
};
