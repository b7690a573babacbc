import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  APP_VERSION,
  ClientConfigSchema,
  HealthSchema,
  LivenessSchema,
  NotReadySchema,
  VersionSchema,
  type Health,
  type NotReady,
} from '@tallysheet/contract/util/util';
import type { Database } from '../../db/client.ts';
import { depsOf } from '../../plugins/deps.ts';
import { demoAccounts } from '../demo/demo-tenant.ts';

/** A readiness probe waits this long for the database before it answers 503. */
export const READINESS_TIMEOUT_MS = 2000;

const NOT_READY: NotReady = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The database is not reachable',
  code: 'DB_UNAVAILABLE',
  status: 'unavailable',
  db: 'down',
};

/** Pings the database, failing after `timeoutMs` (a hung connection is not ready either). */
async function ping(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const readinessSchema = (summary: string) => ({
  tags: ['util'],
  summary,
  description:
    'Readiness: 200 when the process serves and its database answers within ' +
    `${READINESS_TIMEOUT_MS} ms, else 503. For load balancers' active checks.`,
  security: [],
  response: { 200: HealthSchema, 503: NotReadySchema },
});

export const utilRoutes: FastifyPluginAsyncZod = async (app) => {
  const ready = async (
    request: FastifyRequest,
  ): Promise<{ code: 200; body: Health } | { code: 503; body: NotReady }> => {
    try {
      await ping(depsOf(request).db, READINESS_TIMEOUT_MS);
      return { code: 200, body: { status: 'ok', db: 'ok' } };
    } catch (error) {
      request.log.error({ err: error }, 'database check failed');
      return { code: 503, body: NOT_READY };
    }
  };

  // `/health` is kept for monitors set up before liveness and readiness were told apart.
  for (const [url, summary] of [
    ['/health', 'Readiness (the database answers); the same as /health/ready'],
    ['/health/ready', 'Readiness (the database answers)'],
  ] as const)
    app.get(
      url,
      { config: { access: 'public' }, schema: readinessSchema(summary) },
      async (request, reply) => {
        const { code, body } = await ready(request);
        return reply.code(code).send(body);
      },
    );

  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['util'],
        summary: 'Liveness (the process serves; the database is not asked)',
        description:
          'Always 200 while the process serves. For restart decisions (a container ' +
          "orchestrator's liveness probe): a database outage must not restart every instance.",
        security: [],
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
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
      sessionRecording: app.config.SESSION_RECORDING === 'on',
      demoAccounts: demoAccounts(app.config, app.db.engine),
    }),
  );
};

declare const __BUILD_COMMIT__: string | undefined;
const BUILD_COMMIT = typeof __BUILD_COMMIT__ === 'string' ? __BUILD_COMMIT__ : 'development';
