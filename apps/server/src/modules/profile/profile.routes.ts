import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileSchema, UpdateProfileSchema } from '@tallysheet/contract/profile/profile';
import { presentProfile } from './profile.presenter.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import { baseErrors, callerOf } from '../../plugins/route-parts.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'The caller',
        response: { 200: ProfileSchema, ...baseErrors },
      },
    },
    async (request) => presentProfile(await getProfile(callerOf(request))),
  );

  app.put(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: "Update the caller's name, e-mail and time zone",
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, ...baseErrors },
      },
    },
    async (request) =>
      presentProfile(await updateProfile({ ...callerOf(request), values: request.body })),
  );
};
