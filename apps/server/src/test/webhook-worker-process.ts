import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { silentLogger } from '../lib/logger.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { startWebhookWorker } from '../modules/webhooks/delivery.worker.ts';

/**
 * What a webhook worker needs outside the HTTP app, on an open database: for the test that
 * runs one in a process of its own (and kills it) and for the worker beside it.
 */
export function workerDeps(db: Database, dataDir: string, secret: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    STAGE: 'local',
  });
  const mailer = createMailer({ config, db, log: silentLogger, worker: false });
  return {
    db,
    clock: systemClock,
    config,
    log: silentLogger,
    mailer,
    secrets: createSecretBox(secret),
  };
}

/** Run as a process: a webhook worker on the database the environment names, until killed. */
if (process.env.WEBHOOK_WORKER_PROCESS === '1') {
  const dataDir = process.env.DATA_DIR!;
  const db = await openDatabase({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    migrate: false,
  });
  startWebhookWorker({
    deps: workerDeps(db, dataDir, process.env.SECRET_BOX_KEY!),
    pollMs: 50,
    leaseSeconds: Number(process.env.LEASE_SECONDS),
  });
  process.stdout.write('ready\n');
}
