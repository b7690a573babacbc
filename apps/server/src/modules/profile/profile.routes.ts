import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { ProfileSchema, UpdateProfileSchema } from '@tallysheet/contract/profile/profile';
import { notFound } from '../../lib/http-errors.ts';
import { authOf } from '../../plugins/auth.ts';
import { presentProfile } from './profile.presenter.ts';
import { loadUser } from '../users/users.service.ts';
import { updateProfileRow } from './profile.repository.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'The caller',
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = authOf(request);
      const row = await app.db.withTenant(tenantId, (tx) => loadUser(tx, { tenantId, userId }));
      if (!row) throw notFound('User not found');
      return presentProfile(row);
    },
  );

  app.put(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: "Update the caller's name, e-mail and time zone",
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { tenantId, userId } = authOf(request);
      const row = await app.db.withTenant(tenantId, async (tx) => {
        await updateProfileRow(tx, { tenantId, userId, values: request.body });
        return loadUser(tx, { tenantId, userId });
      });
      if (!row) throw notFound('User not found');
      return presentProfile(row);
    },
  );
};
