import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  APP_VERSION,
  ClientConfigSchema,
  HealthSchema,
  VersionSchema,
} from '@tallysheet/contract/util/util';
import { HttpError } from '../../lib/http-errors.ts';
import { depsOf } from '../../plugins/deps.ts';

export const utilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary: 'Liveness with a database check',
        security: [],
        response: { 200: HealthSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => {
      try {
        await depsOf(request).db.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database check failed');
        throw new HttpError(503, 'The database is not reachable', { code: 'DB_UNAVAILABLE' });
      }
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );

  app.get(
    '/version',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary: 'Version, commit and stage',
        security: [],
        response: { 200: VersionSchema },
      },
    },
    async () => ({
      version: APP_VERSION,
      commit: app.config.GIT_COMMIT ?? BUILD_COMMIT,
      stage: app.config.STAGE,
    }),
  );

  app.get(
    '/client-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary: 'Brand, stage, version and feature-flag defaults for the web app',
        security: [],
        response: { 200: ClientConfigSchema },
      },
    },
    async () => ({
      brandName: app.config.BRAND_NAME,
      stage: app.config.STAGE,
      version: APP_VERSION,
      commit: app.config.GIT_COMMIT ?? BUILD_COMMIT,
      devMenu: app.config.DEV_MENU,
      classicSiteUrl: app.config.CLASSIC_SITE_URL ?? null,
      supportEmail: app.config.SUPPORT_EMAIL,
      featureFlags: app.config.FEATURE_FLAGS,
      mailbox: app.config.STAGE === 'local' && !app.config.SMTP_URL,
    }),
  );
};

declare const __BUILD_COMMIT__: string | undefined;
const BUILD_COMMIT = typeof __BUILD_COMMIT__ === 'string' ? __BUILD_COMMIT__ : 'development';
