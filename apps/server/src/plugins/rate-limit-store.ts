import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, hit?: Hit) => void;

const PURGE_EVERY = 500;

/**
 * A @fastify/rate-limit store that counts in PostgreSQL (tallysheet_ops.rate_limits), so a
 * limit holds across every instance on one database and survives restarts. One atomic
 * upsert a hit; the database's clock decides the window, so instances never disagree.
 */
export function databaseRateLimitStore(db: Database) {
  let hits = 0;
  const purge = () =>
    db
      .withSystem('rate limit purge', (tx) =>
        tx.execute(
          sql`delete from tallysheet_ops.rate_limits where reset_at < now() - interval '1 hour'`,
        ),
      )
      .catch(() => undefined);

  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      if (++hits % PURGE_EVERY === 0) void purge();
      db.withSystem('rate limit', (tx) =>
        tx.execute(sql`
          insert into tallysheet_ops.rate_limits as r (key, hits, reset_at)
          values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
            reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
          returning hits, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`),
      ).then(
        (result) => {
          const row = (result as { rows: { hits: number; ttl: number }[] }).rows[0]!;
          callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) });
        },
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}
