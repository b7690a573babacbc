import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  APP_VERSION,
  ClientConfigSchema,
  HealthSchema,
  VersionSchema,
} from '@tallysheet/contract/util/util';
import { HttpError } from '../../lib/http-errors.ts';

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
        await app.db.ping();
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
};

declare const __BUILD_COMMIT__: string | undefined;
const BUILD_COMMIT = typeof __BUILD_COMMIT__ === 'string' ? __BUILD_COMMIT__ : 'development';
