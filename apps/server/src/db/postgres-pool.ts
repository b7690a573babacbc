import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';

const MIGRATION_LOCK_KEY = 746_153_201;

/** How the pool reaches PostgreSQL (config.ts names the settings). */
export interface PoolOptions {
  url: string;
  /** At most this many connections (DATABASE_POOL_SIZE). */
  size?: number;
  /** A connection not made within this gives up (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

/**
 * A pool that outlives its connections: a connection that fails or is ended by the server
 * (a failover, a restart, pg_terminate_backend) is dropped, idle or not, and the next
 * transaction opens a new one. Connecting gives up after `connectTimeoutMs` (a leader that
 * vanished from the network does not hold requests for minutes), and TCP keep-alive finds a
 * peer gone silent on an idle connection.
 */
export function openPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.size ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection's error: pg-pool has already dropped it; the next query opens another.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Migrates under a lock, so that several instances starting at once migrate once: one takes
 * it, the others wait and find the work done. A transaction-scoped lock in a transaction that
 * holds the whole migration (Drizzle's own `begin` inside it is a no-op with a warning, and its
 * `commit` ends it and frees the lock): it needs one server connection throughout, which a
 * pooler in transaction mode gives a transaction, but not a session-level lock.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
    await client.query('commit'); // nothing left to commit when the migrations did
    client.release();
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    client.release(error as Error);
    throw error;
  }
}
