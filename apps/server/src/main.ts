import { buildApp } from './app.ts';
import { ConfigError, configWarnings, databaseOptions, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { describeCause } from './lib/error-cause.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { startAuditRetention } from './modules/audit/retention.service.ts';
import { startApprovalSchedule } from './modules/approval-schedule/approval-schedule.ts';
import { startBillingSweep } from './modules/billing/billing-sweep.ts';
import { startRecordingRetention } from './modules/engagement/recordings.service.ts';
import { startWebhookWorker } from './modules/webhooks/delivery.worker.ts';
import { demoTenantWanted, ensureDemoTenant } from './modules/demo/demo-tenant.ts';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function start() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let db: Database;
  try {
    db = await openDatabase(databaseOptions(config));
  } catch (error) {
    if (error instanceof DirectoryLockedError) fail(error.message);
    fail(`Cannot open the database: ${describeCause(error)}`);
  }

  const app = await buildApp({ config, db, jwtSecret: resolveJwtSecret(config) });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  app.addHook('onClose', async () => {
    await db.close();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Trials and paid periods end on time (A§4); one instance at a time does the work.
  if (config.BILLING_SWEEP_SECONDS > 0) {
    const sweep = startBillingSweep(app.deps, config.BILLING_SWEEP_SECONDS * 1000);
    app.addHook('onClose', () => sweep.stop());
  }
  // Reminders, escalations and digests on time (issue 29 §2); one instance at a time sends.
  if (config.APPROVAL_SCHEDULE_SECONDS > 0) {
    const schedule = startApprovalSchedule(app.deps, config.APPROVAL_SCHEDULE_SECONDS * 1000);
    app.addHook('onClose', () => schedule.stop());
  }
  // Webhook deliveries (issue 30 §4): any number of instances, each delivery held by one.
  const webhooks = startWebhookWorker({ deps: app.deps });
  app.addHook('onClose', () => webhooks.stop());
  // Audit entries older than a tenant's retention go, daily, each prune leaving a signed
  // checkpoint (issue 30 §2).
  const auditRetention = startAuditRetention(app.deps);
  app.addHook('onClose', () => auditRetention.stop());
  // Recordings past RECORDING_RETENTION_DAYS go, checked hourly.
  const retention = startRecordingRetention(app.deps, 3_600_000);
  app.addHook('onClose', () => retention.stop());

  // Before listening, so that no sign-up can race it.
  if (demoTenantWanted(config, db.engine)) {
    await ensureDemoTenant({ deps: app.deps });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  const engine = db.engine === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`${config.BRAND_NAME} is serving ${config.APP_URL} (database: ${engine})`);
}

start().catch((error) => fail(`Start-up failed: ${describeCause(error)}`));
