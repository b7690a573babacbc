import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  OnboardingStateSchema,
  SaveOnboardingStateSchema,
} from '@tallysheet/contract/onboarding/onboarding';
import { depsOf } from '../../plugins/deps.ts';
import { getOnboardingState, saveOnboardingState } from './onboarding.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
};

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/state',
    {
      config: { access: 'TenantAdmin' },
      schema: {
        tags: ['onboarding'],
        summary: "The Account Setup wizard's progress",
        response: { 200: OnboardingStateSchema, ...errors },
      },
    },
    async (request) =>
      getOnboardingState({ deps: depsOf(request), tenantId: request.auth.tenantId }),
  );

  app.put(
    '/state',
    {
      config: { access: 'TenantAdmin' },
      schema: {
        tags: ['onboarding'],
        summary: "Store the wizard's progress; finished: true ends account setup",
        body: SaveOnboardingStateSchema,
        response: { 200: OnboardingStateSchema, ...errors },
      },
    },
    async (request) =>
      saveOnboardingState({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        state: request.body,
      }),
  );
};
