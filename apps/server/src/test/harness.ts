import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { checkResponsesAgainstDocument } from './openapi-responses.ts';
import { TEST_TMP } from './paths.ts';
import { takePglite } from './pglite-reuse.ts';

export type Engine = 'pglite' | 'postgres';
export const engine = (process.env.TEST_DB ?? 'pglite') as Engine;

/**
 * A database of its own for one test file: a copy of the migrated template on the file's
 * engine. On PGlite the copy is in memory (a database of the worker's earlier files, reset:
 * pglite-reuse.ts) unless `onDisk`: a data directory that another process (the cli, a worker)
 * may open once this one has closed it.
 */
export async function createTestDatabase(options: { onDisk?: boolean } = {}): Promise<{
  db: Database;
  dataDir: string;
  /** PostgreSQL only: the database's URL, for another process to open it. */
  databaseUrl?: string;
  drop(): Promise<void>;
}> {
  mkdirSync(TEST_TMP, { recursive: true });
  const dataDir = mkdtempSync(join(TEST_TMP, 'db-'));
  if (engine === 'pglite') {
    if (options.onDisk) {
      cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
      rmSync(join(dataDir, 'tallysheet.lock'), { force: true });
    }
    const pglite = options.onDisk ? undefined : await takePglite();
    const db = await openDatabase({ dataDir, migrate: false, pglite });
    return { db, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    // A copy of the template's files rather than of its pages through the WAL (the default):
    // a third of the server's CPU time for a small database, and the cluster runs without fsync.
    await admin.query(`CREATE DATABASE ${name} TEMPLATE tallysheet_template STRATEGY FILE_COPY`);
  } finally {
    await admin.end();
  }
  const db = await openDatabase({
    dataDir,
    databaseUrl: `${base}/${name}`,
    migrate: false,
    poolSize: 4,
  });
  return {
    db,
    dataDir,
    databaseUrl: `${base}/${name}`,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      await client
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .finally(() => client.end());
    },
  };
}

/**
 * A database of its own for the calling test file, opened before its tests and closed and
 * dropped after them. Read `db` inside a test or hook, not while the file is collected.
 */
export function useTestDatabase(): { readonly db: Database } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (!database) return;
    await database.db.close();
    await database.drop();
  });
  return {
    get db() {
      if (!database) throw new Error('The test database is opened in beforeAll.');
      return database.db;
    },
  };
}

const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface TestContext {
  app: App;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a real database of the current engine, with configuration overrides. */
export async function createTestContext(
  env: Record<string, string> = {},
  extend?: (app: App) => void,
  options: Pick<AppOptions, 'mail' | 'clock' | 'logger'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    APP_URL: 'http://localhost:3000',
    STAGE: 'local',
    AUTH_RATE_LIMIT: '10000',
    PORTAL_RATE_LIMIT: '10000',
    API_KEY_RATE_LIMIT: '10000',
    RECORDING_RATE_LIMIT: '10000',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    logger: options.logger ?? false,
    mail: options.mail ?? { worker: { pollMs: 100, retryBaseMs: 200 } },
    clock: options.clock,
  });
  try {
    checkResponsesAgainstDocument(app);
    extend?.(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.db.close();
    await database.drop();
    throw error;
  }
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.db.close();
      await database.drop();
    },
  };
}

/**
 * The app for the calling test file (as {@link createTestContext}): opened before its tests
 * and closed after them. `env` may be a function, read when the app opens (an SMTP server's
 * address, say). Read the context's fields inside a test or hook, not while the file is collected.
 */
export function useTestContext(
  env: Record<string, string> | (() => Record<string, string>) = {},
  extend?: (app: App) => void,
  options: Pick<AppOptions, 'mail' | 'clock' | 'logger'> = {},
): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(typeof env === 'function' ? env() : env, extend, options);
  });
  afterAll(async () => {
    await context?.close();
  });
  const opened = () => {
    if (!context) throw new Error('The test app is opened in beforeAll.');
    return context;
  };
  return {
    get app() {
      return opened().app;
    },
    get db() {
      return opened().db;
    },
    get config() {
      return opened().config;
    },
    close: () => opened().close(),
  };
}

/**
 * Another instance of the app over the same database as `ctx` (same configuration and
 * secret, no mail worker): two instances of one deployment, as operators run them.
 */
export async function createSecondInstance(ctx: TestContext): Promise<App> {
  const app = await buildApp({
    config: ctx.config,
    db: ctx.db,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    mail: { worker: false },
  });
  await app.ready();
  return app;
}
