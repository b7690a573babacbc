import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { billingDay } from '@tallysheet/contract/tenants/billing';
import { TenantInformationSchema } from '@tallysheet/contract/tenants/tenant-information';
import { depsOf } from '../../plugins/deps.ts';
import { presentTenantInformation } from './tenants.presenter.ts';
import { getTenantInformation } from './tenants.service.ts';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-tenant-information',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tenant'],
        summary: "The caller's tenant: name, flags, user counts and billing",
        response: {
          200: TenantInformationSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const deps = depsOf(request);
      const { tenant, counts } = await getTenantInformation({
        deps,
        tenantId: request.auth.tenantId,
      });
      return presentTenantInformation(tenant, counts, billingDay(deps.clock.now()));
    },
  );
};
