import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  AccountInformationSchema,
  UpdateAccountInformationSchema,
} from '@tallysheet/contract/tenants/account-information';
import { authOf } from '../../plugins/auth.ts';
import { depsOf } from '../../plugins/deps.ts';
import { accountInformation } from './account-information.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const accountInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account-information',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The company's details and account facts",
        response: { 200: AccountInformationSchema, ...errors },
      },
    },
    async (request) =>
      accountInformation({ deps: depsOf(request), tenantId: authOf(request).tenantId }),
  );

  app.put(
    '/account-information',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change the company's name, address, time zone and settings",
        body: UpdateAccountInformationSchema,
        response: { 200: AccountInformationSchema, ...errors },
      },
    },
    async (request) =>
      accountInformation({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        change: request.body,
      }),
  );
};
