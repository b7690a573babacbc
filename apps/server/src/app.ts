import { AccessLog } from './plugins/access-log.ts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import fastifyCookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createOffsetClock, systemClock, type Clock } from './lib/clock.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { authPlugin } from './plugins/auth.ts';
import { depsPlugin } from './plugins/deps.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { docsPlugin } from './plugins/docs.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { linkTokensPlugin, redactLinkTokens } from './plugins/link-tokens.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { spaPlugin } from './plugins/spa.ts';
import { apiKeyAddressLimit, limitByApiKey } from './plugins/rate-limit.ts';
import { noBodyPlugin } from './plugins/no-body.ts';
import { checkApiKey } from './modules/api-keys/api-key-credentials.ts';
import { parseApiKey } from './modules/api-keys/api-keys.service.ts';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes.ts';
import { delegationRoutes } from './modules/delegations/delegations.routes.ts';
import { rateRoutes } from './modules/rates/rates.routes.ts';
import { payRuleRoutes } from './modules/pay-rules/pay-rules.routes.ts';
import { invoiceRunRoutes, payRunRoutes } from './modules/runs/runs.routes.ts';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { auditKeyRoutes, auditRetentionRoutes } from './modules/audit/retention.routes.ts';
import { periodLockRoutes } from './modules/locks/locks.routes.ts';
import {
  findCredentialState,
  credentialStateRead,
} from './modules/identity/credentials.repository.ts';
import { parseOpaqueToken } from './modules/identity/opaque-token.ts';
import { tokensRoutes } from './modules/identity/tokens.routes.ts';
import { linkTokenRecord } from './modules/link-tokens/link-tokens.service.ts';
import { engagementRoutes } from './modules/engagement/engagement.routes.ts';
import { recordingRoutes } from './modules/engagement/recordings.routes.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { mailPlugin, type MailPluginOptions } from './modules/mail/mail.plugin.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { reportRoutes } from './modules/reporting/hours.routes.ts';
import { reportingRoutes } from './modules/reporting/reporting.routes.ts';
import { adminTimesheetRoutes } from './modules/timesheets/admin.routes.ts';
import { approvalRoutes } from './modules/approval-inbox/approval.routes.ts';
import { approvalInboxRoutes } from './modules/approval-inbox/inbox.routes.ts';
import { correctionRoutes } from './modules/corrections/corrections.routes.ts';
import { pdfRoutes, verifyRoutes } from './modules/timesheets/pdf.routes.ts';
import { searchRoutes } from './modules/timesheets/search.routes.ts';
import {
  askToResubmitRoutes,
  fixRejectedDaysRoutes,
} from './modules/timesheets/rejected-days.routes.ts';
import { submitTimeRoutes } from './modules/timesheets/submit-time.routes.ts';
import { timesheetRoutes } from './modules/timesheets/timesheets.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { crmRoutes } from './modules/crm/crm.routes.ts';
import { supplierRoutes } from './modules/suppliers/suppliers.routes.ts';
import { tenantRoutes } from './modules/tenants/tenants.routes.ts';
import { billingRoutes, localCheckoutRoutes } from './modules/billing/billing.routes.ts';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { clientErrorRoutes } from './modules/util/client-error.routes.ts';
import { utilRoutes } from './modules/util/util.routes.ts';
import { welcomeRoutes } from './modules/welcome/welcome.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { accountInformationRoutes } from './modules/tenants/account-information.routes.ts';
import { internalEmailRoutes } from './modules/internal-email/internal-email.routes.ts';
import {
  approvalSettingsRoutes,
  reminderOptOutRoutes,
} from './modules/approval-schedule/approval-settings.routes.ts';
import { devClockRoutes } from './modules/approval-schedule/dev-clock.routes.ts';
import { timesheetHistoryRoutes } from './modules/approval-schedule/history.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  jwtSecret: string;
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  webRoot?: string;
  mail?: MailPluginOptions;
  /** Business time for services (default: the system clock); tests pass a test clock. */
  clock?: Clock;
}

const stripQuery = (url: string) => redactLinkTokens(url.split('?')[0]!);

/** Builds the HTTP application around an open database; closing the app does not close it. */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify<Server, IncomingMessage, ServerResponse, FastifyBaseLogger>({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Each line written at once, as Node writes its own standard output on Linux: pino's
            // default hands every write to libuv's thread pool, which cost about 0.04 ms of CPU a
            // request (bench/README.md, "The request log written at once"), and loses the last
            // lines on a kill -9.
            stream: pino.destination({ dest: 1, sync: true }),
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
            serializers: {
              // Query strings carry invitation and auth codes, paths link tokens: never log them.
              req: (req: { method: string; url: string; id: string }) => ({
                id: req.id,
                method: req.method,
                url: stripQuery(req.url),
              }),
            },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // One line a request at `info` (the request with its status and time), not two.
    logController: new AccessLog(),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.TRUST_PROXY as boolean | string,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', options.db.withLog(app.log));

  // A DELETE or POST with a JSON content type and no body is an empty body, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: config.APP_URL.startsWith('https:') });
  await app.register(compressionPlugin);
  await app.register(routeTablePlugin);
  await app.register(noBodyPlugin);
  await app.register(fastifyCookie);
  await app.register(authPlugin, {
    secret: options.jwtSecret,
    limitKeyAddress: await apiKeyAddressLimit(app, { max: config.API_KEY_ADDRESS_RATE_LIMIT }),
    lookups: {
      credentialState: findCredentialState,
      credentialRead: credentialStateRead,
      parseApiKey,
      apiKeyState: checkApiKey,
    },
  });
  await app.register(idempotencyPlugin);
  await app.register(linkTokensPlugin, {
    lookups: { parseToken: parseOpaqueToken, tokenRecord: linkTokenRecord },
  });
  await app.register(docsPlugin, { brandName: config.BRAND_NAME });
  await app.register(mailPlugin, options.mail ?? {});
  await app.register(depsPlugin, {
    // The local stage's clock can be moved forward (POST /util/dev-clock); never elsewhere.
    clock: options.clock ?? (config.STAGE === 'local' ? createOffsetClock() : systemClock),
    secret: options.jwtSecret,
  });

  await app.register(
    async (api) => {
      await limitByApiKey(api, { max: config.API_KEY_RATE_LIMIT, parseApiKey });
      await api.register(utilRoutes, { prefix: '/util' });
      await api.register(mailboxRoutes, { prefix: '/util' });
      await api.register(clientErrorRoutes, { prefix: '/util' });
      await api.register(devClockRoutes, { prefix: '/util' });
      await api.register(tokensRoutes, { prefix: '/tokens', rateLimit: config.AUTH_RATE_LIMIT });
      await api.register(welcomeRoutes, { prefix: '/welcome', rateLimit: config.AUTH_RATE_LIMIT });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(tenantRoutes, { prefix: '/tenant' });
      await api.register(onboardingRoutes, { prefix: '/onboarding' });
      await api.register(accountInformationRoutes, { prefix: '/admin' });
      await api.register(internalEmailRoutes, { prefix: '/admin' });
      await api.register(approvalSettingsRoutes, { prefix: '/admin' });
      await api.register(billingRoutes, { prefix: '/tenant' });
      await api.register(localCheckoutRoutes, {
        prefix: '/tenant',
        rateLimit: config.PORTAL_RATE_LIMIT,
      });
      await api.register(stripeWebhookRoutes, {
        prefix: '/tenant',
        rateLimit: config.STRIPE_WEBHOOK_RATE_LIMIT,
      });
      await api.register(crmRoutes, { prefix: '/crm/ps' });
      await api.register(apiKeyRoutes, { prefix: '/admin/api-keys' });
      await api.register(delegationRoutes, { prefix: '/admin/delegations' });
      await api.register(rateRoutes, { prefix: '/admin/rates' });
      await api.register(payRuleRoutes, { prefix: '/admin' });
      await api.register(payRunRoutes, { prefix: '/admin/pay-runs' });
      await api.register(invoiceRunRoutes, { prefix: '/admin/invoice-runs' });
      await api.register(webhookRoutes, { prefix: '/admin/webhooks' });
      await api.register(auditRoutes, { prefix: '/admin/audit' });
      await api.register(auditRetentionRoutes, { prefix: '/admin/audit' });
      await api.register(auditKeyRoutes, { prefix: '/util' });
      await api.register(periodLockRoutes, { prefix: '/admin/period-locks' });
      await api.register(engagementRoutes, { prefix: '/engagement' });
      await api.register(recordingRoutes, {
        prefix: '/engagement',
        rateLimit: config.RECORDING_RATE_LIMIT,
      });
      await api.register(supplierRoutes, { prefix: '/suppliers' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(submitTimeRoutes, { prefix: '/submit-time' });
      await api.register(timesheetRoutes, { prefix: '/ts' });
      await api.register(adminTimesheetRoutes, { prefix: '/ts' });
      await api.register(fixRejectedDaysRoutes, { prefix: '/submit-time' });
      await api.register(askToResubmitRoutes, { prefix: '/ts' });
      await api.register(reportingRoutes, { prefix: '/reporting' });
      await api.register(reportRoutes, { prefix: '/reporting' });
      await api.register(approvalRoutes, { prefix: '/ts', rateLimit: config.PORTAL_RATE_LIMIT });
      await api.register(approvalInboxRoutes, {
        prefix: '/ts',
        rateLimit: config.PORTAL_RATE_LIMIT,
      });
      await api.register(correctionRoutes, { prefix: '/ts' });
      await api.register(searchRoutes, { prefix: '/ts' });
      await api.register(pdfRoutes, { prefix: '/ts' });
      await api.register(timesheetHistoryRoutes, { prefix: '/ts' });
      await api.register(reminderOptOutRoutes, {
        prefix: '/ts',
        rateLimit: config.PORTAL_RATE_LIMIT,
      });
      await api.register(verifyRoutes, { prefix: '/ts', rateLimit: config.PORTAL_RATE_LIMIT });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { root: options.webRoot ?? WEB_DIST_DIR });
  return app;
}
