import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { acquireDirectoryLock } from './directory-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
type RootDb = PgDatabase<PgQueryResultHKT, Schema>;

/** The one way modules reach the database. */
export interface Database {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction that sees only `tenantId`'s rows (row-level security). */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * The named cross-tenant path (outbox worker, scheduled jobs, sign-up, super-user lists):
   * a transaction as the role that row-level security lets see every tenant.
   */
  withSystem<T>(purpose: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const APP_ROLE = 'tallysheet_app';
const SYSTEM_ROLE = 'tallysheet_system';
const MIGRATION_LOCK_KEY = 746_153_201;

function createDatabase(
  engine: Database['engine'],
  root: RootDb,
  close: () => Promise<void>,
): Database {
  const inRole = <T>(role: string, tenantId: string, fn: (tx: Tx) => Promise<T>) =>
    root.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${role}, true)`,
      );
      return fn(tx as Tx);
    });
  return {
    engine,
    withTenant(tenantId, fn) {
      if (!tenantId) throw new Error('withTenant needs a tenant id');
      return inRole(APP_ROLE, tenantId, fn);
    },
    withSystem(_purpose, fn) {
      return inRole(SYSTEM_ROLE, '', fn);
    },
    async ping() {
      await root.execute(sql`select 1`);
    },
    close,
  };
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
  poolSize?: number;
  migrate?: boolean;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite in DATA_DIR/pglite, and migrates it. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    pool.on('error', () => undefined); // an idle client's error is reported by the next query
    if (shouldMigrate) await migratePostgres(pool);
    const root = drizzlePg({ client: pool, schema }) as unknown as RootDb;
    return createDatabase('postgres', root, () => pool.end());
  }
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDirectoryLock(dataDir);
  try {
    const pgDir = join(dataDir, 'pglite');
    // Our lock is held, so a postmaster.pid left in the folder is from a process that died.
    if (existsSync(join(pgDir, 'postmaster.pid'))) rmSync(join(pgDir, 'postmaster.pid'));
    const client = await PGlite.create(pgDir);
    const root = drizzlePglite({ client, schema }) as unknown as RootDb;
    if (shouldMigrate) await migratePglite(root as never, { migrationsFolder: MIGRATIONS_DIR });
    return createDatabase('pglite', root, async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    });
  } catch (error) {
    release();
    throw error;
  }
}

async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Several instances may start at once: one migrates, the others wait.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}
