import type { PGlite } from '@electric-sql/pglite';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite/session';
import type pg from 'pg';
import type { Tx } from './tx.ts';
import { forDrizzleTransaction } from './pglite-parsers.ts';
import { pgliteNamedStatements } from './pglite-statements.ts';
import { bindTransaction } from './prepared.ts';

/** The schema as Drizzle's transactions take it (`db._` of a database opened with it). */
export type Relational = ConstructorParameters<typeof NodePgTransaction>[2];

/** Runs `body` in a transaction that starts with `setting` (client.ts: tenantSetting). */
export type OpenTransaction = <T>(setting: string, body: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * node-postgres: a pooled connection, `begin` and the setting in one message (one round trip
 * rather than two; the simple protocol runs them one after the other), `body`, then `commit`,
 * or `rollback` on any error (a connection that cannot roll back is discarded).
 */
export function postgresTransactions(pool: pg.Pool, relational: Relational): OpenTransaction {
  const dialect = new PgDialect();
  return async (setting, body) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(`begin; ${setting}`);
      const session = new NodePgSession(client, dialect, relational);
      const tx = new NodePgTransaction(dialect, session, relational) as unknown as Tx;
      bindTransaction(tx, 'postgres', () => client);
      const result = await body(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((failure: Error) => (broken = failure));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * PGlite: its own transaction (begin, commit, rollback on error), the setting run with the
 * simple protocol (one call into PGlite, not parse, describe, bind and execute), then `body`;
 * prepared statements run as PGlite's named ones (pglite-statements.ts).
 */
export function pgliteTransactions(client: PGlite, relational: Relational): OpenTransaction {
  const dialect = new PgDialect();
  const named = pgliteNamedStatements();
  return (setting, body) =>
    client.transaction(async (raw) => {
      await raw.exec(setting);
      const view = forDrizzleTransaction(raw);
      const session = new PgliteSession(view, dialect, relational);
      const tx = new PgliteTransaction(dialect, session, relational) as unknown as Tx;
      bindTransaction(tx, 'pglite', named(raw, view));
      return body(tx);
    });
}
