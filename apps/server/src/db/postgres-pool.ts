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

export async function migratePostgres(pool: pg.Pool): Promise<void> {
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
