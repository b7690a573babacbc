import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OnboardingStateSchema,
  SaveOnboardingStateSchema,
} from '@tallysheet/contract/onboarding/onboarding';
import { depsOf } from '../../plugins/deps.ts';
import { getOnboardingState, saveOnboardingState } from './onboarding.service.ts';
import { errorResponses } from '../../plugins/route-parts.ts';

const errors = errorResponses(400, 401, 403);

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
