import type pg from 'pg';
import { isConnectionError } from './connection-errors.ts';
import {
  postgresTransactions,
  StartRefusedError,
  type OpenTransaction,
  type Relational,
} from './engine-transactions.ts';

/**
 * How far behind the leader the server is, in ms, in the row of its start check: 0 on a leader
 * (a replica promoted, or a read URL that names the leader) and on a replica that has replayed
 * all it received while its WAL receiver runs (an idle leader sends nothing, so the last
 * replayed commit may be old without the replica being behind); otherwise the age of the last
 * replayed commit; unknown (never replayed) counts as far behind.
 */
export const REPLICA_LAG_SQL =
  'select case when not pg_is_in_recovery() then 0 ' +
  'when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() ' +
  'and exists (select 1 from pg_stat_wal_receiver) then 0 ' +
  'else coalesce(extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000, ' +
  "'Infinity') end::float8 as lag_ms";

/** After a replica could not be reached, reads go to the leader for this long before trying it. */
export const REPLICA_RETRY_AFTER_MS = 5000;

/**
 * A replica cancelled the query to replay WAL (SQLSTATE 40001, or 40P01 for a lock): the
 * leader answers it instead.
 */
function isRecoveryConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '40001' || code === '40P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface ReadCounts {
  /** Read transactions run on the replica. */
  replica: number;
  /** Read transactions run on the leader: the replica too far behind, down, or failing. */
  leader: number;
}

/**
 * Read-only transactions on a replica (DATABASE_READ_URL), falling back to the leader's
 * `leader` transactions when the replica is more than `maxLagMs` behind (checked at each
 * transaction's start, in the same round trip as its `begin`), cannot be reached (then for
 * REPLICA_RETRY_AFTER_MS), or loses its connection mid-way (the body only read, in a read-only
 * transaction, so running it again on the leader is safe).
 */
export function replicaReads(options: {
  pool: pg.Pool;
  relational: Relational;
  leader: OpenTransaction;
  maxLagMs: number;
  namedStatements?: boolean;
  /** The replica pool's size and how long a read waits for one of its connections. */
  poolSize?: number;
  waitMs?: number;
  now?: () => number;
}): { open: OpenTransaction; counts: () => ReadCounts } {
  const now = options.now ?? Date.now;
  const counts: ReadCounts = { replica: 0, leader: 0 };
  let downUntil = 0;
  const onReplica = postgresTransactions(options.pool, options.relational, {
    namedStatements: options.namedStatements,
    poolSize: options.poolSize,
    waitMs: options.waitMs,
    readOnly: true,
    startRetryDelays: [],
    startCheck: {
      sql: REPLICA_LAG_SQL,
      accept: (row) => Number(row.lag_ms) <= options.maxLagMs,
    },
  });
  const onLeader: OpenTransaction = (setting, body) => {
    counts.leader += 1;
    return options.leader(setting, body);
  };
  const open: OpenTransaction = async (setting, body) => {
    if (now() < downUntil) return onLeader(setting, body);
    let started = false;
    try {
      return await onReplica(setting, (tx) => {
        started = true;
        counts.replica += 1;
        return body(tx);
      });
    } catch (error) {
      if (error instanceof StartRefusedError) return onLeader(setting, body);
      if (!isConnectionError(error) && !isRecoveryConflict(error)) throw error;
      if (started) counts.replica -= 1;
      if (!started && isConnectionError(error)) downUntil = now() + REPLICA_RETRY_AFTER_MS;
      return onLeader(setting, body);
    }
  };
  return { open, counts: () => ({ ...counts }) };
}
