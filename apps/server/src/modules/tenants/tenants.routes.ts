import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { TenantInformationSchema } from '@tallysheet/contract/tenants/tenant-information';
import { notFound } from '../../lib/http-errors.ts';
import { authOf } from '../../plugins/auth.ts';
import { presentTenantInformation } from './tenants.presenter.ts';
import { countTenantUsers, findTenant } from './tenants.repository.ts';

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
      const { tenantId } = authOf(request);
      const result = await app.db.withTenant(tenantId, async (tx) => {
        const tenant = await findTenant(tx, { tenantId });
        return tenant ? { tenant, counts: await countTenantUsers(tx, { tenantId }) } : undefined;
      });
      if (!result) throw notFound('Tenant not found');
      return presentTenantInformation(result.tenant, result.counts);
    },
  );
};
