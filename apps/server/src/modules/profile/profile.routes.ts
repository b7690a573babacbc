import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import { ProfileSchema, UpdateProfileSchema } from '@tallysheet/contract/profile/profile';
import { depsOf } from '../../plugins/deps.ts';
import { presentProfile } from './profile.presenter.ts';
import { getProfile, updateProfile } from './profile.service.ts';

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
    async (request) =>
      presentProfile(await getProfile({ deps: depsOf(request), caller: request.auth })),
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
    async (request) =>
      presentProfile(
        await updateProfile({
          deps: depsOf(request),
          caller: request.auth,
          values: request.body,
        }),
      ),
  );
};
