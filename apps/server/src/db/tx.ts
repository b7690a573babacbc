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
