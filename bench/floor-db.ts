// The stack floor's database access: the product's drivers (PGlite, or node-postgres' pg.Pool),
// one transaction per request with the product's tenant setting, rows in array mode (as Drizzle
// reads them), on PGlite the product's queue (a loop turn for each transaction), and nothing
// else: no ORM, no request-scoped state.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fairQueue } from '../apps/server/src/db/fair-queue.ts';

export type Row = unknown[];
/** Runs one statement of the request's transaction; rows come as arrays in column order. */
export type Query = (text: string, params?: unknown[]) => Promise<Row[]>;

export interface FloorDb {
  readonly engine: 'pglite' | 'postgres';
  /** BEGIN, the tenant setting (as apps/server/src/db/client.ts sets it), `fn`, COMMIT. */
  withTenant<T>(tenantId: string, fn: (query: Query) => Promise<T>): Promise<T>;
  /** One statement as the database's owner, outside any tenant (the SQL check's clean-up). */
  asOwner(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** The statement the product opens every tenant transaction with. */
export const TENANT_SETTING =
  "select set_config('app.tenant_id', $1, true), set_config('role', $2, true)";
const APP_ROLE = 'tallysheet_app';

/** Called with every statement the floor runs (the SQL check uses it); none in a bench run. */
export type Trace = (text: string, params: unknown[]) => void;

const PG_DATE = 1082;

export async function openFloorDb(options: {
  dataDir?: string;
  databaseUrl?: string;
  poolSize?: number;
  trace?: Trace;
}): Promise<FloorDb> {
  const trace = options.trace;
  if (options.databaseUrl) {
    // date columns stay strings, as the product's Drizzle schema reads them (mode: 'string').
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === PG_DATE ? (value: string) => value : pg.types.getTypeParser(oid, format),
    };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: types as pg.CustomTypesConfig,
    });
    pool.on('error', () => undefined);
    return {
      engine: 'postgres',
      async withTenant(tenantId, fn) {
        const client = await pool.connect();
        const query: Query = async (text, params = []) => {
          trace?.(text, params);
          const result = await client.query({ text, values: params, rowMode: 'array' });
          return result.rows as Row[];
        };
        try {
          await query('begin');
          await query(TENANT_SETTING, [tenantId, APP_ROLE]);
          const result = await fn(query);
          await query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      asOwner: async (text) => (await pool.query(text)).rows as Record<string, unknown>[],
      close: () => pool.end(),
    };
  }
  if (!options.dataDir) throw new Error('openFloorDb needs dataDir or databaseUrl');
  const client = await PGlite.create(join(options.dataDir, 'pglite'), {
    parsers: { [PG_DATE]: (value: string) => value },
  });
  const arrays = { rowMode: 'array' } as const;
  // The product's queue for PGlite, which starts each transaction on an event-loop turn of its
  // own: without it the loop runs every queued transaction before it accepts the next connection,
  // and the two sides would differ in how their turns are scheduled rather than in their work.
  const serialize = fairQueue(Infinity, { ownTurn: true });
  return {
    engine: 'pglite',
    withTenant(tenantId, fn) {
      return serialize(() =>
        client.transaction(async (tx) => {
          const query: Query = async (text, params = []) => {
            trace?.(text, params);
            return (await tx.query<Row>(text, params, arrays)).rows;
          };
          await query(TENANT_SETTING, [tenantId, APP_ROLE]);
          return fn(query);
        }),
      );
    },
    asOwner: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}

/** Timestamps as the product presents them. */
export const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
