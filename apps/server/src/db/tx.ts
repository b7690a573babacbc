import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** The app's schema, as Drizzle types it. */
export type Schema = typeof schema;

/**
 * A transaction of the app's database: what repositories take. In a file of its own so that
 * the client, the engines' transactions and the prepared statements share it without
 * importing each other.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * A call of a prepared statement (prepared.ts) that may travel with a transaction's `begin`, in
 * the same message, when the connection already holds the statement: its answer is then kept
 * for the transaction's first call of it with these values, one round trip fewer.
 */
export interface StartRead {
  name: string;
  /** The values in the statement's order. */
  params: readonly unknown[];
}
