import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';

type QueryOptions = NonNullable<Parameters<Transaction['query']>[2]>;

/** A value as an SQL literal, or undefined when it has no plain one (then no EXECUTE). */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  // A NUL would end the statement's text early in the simple protocol: such a value runs unnamed,
  // where the database refuses it as it refuses it anywhere.
  if (typeof value === 'string')
    return value.includes('\0') ? undefined : pg.escapeLiteral(value).trimStart();
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Named statements for PGlite, which has no protocol-level ones: `prepare <name> as <text>` once
 * for the database (its one session keeps it; a prepared statement outlives the transaction
 * that made it), then `execute <name>(<values as literals>)` through the simple protocol. A
 * lookup then costs one call into PGlite without planning: 0.1 ms of CPU instead of 0.4 for the
 * credential lookup (bench/README.md). The answer is the same: the same statement, its values
 * typed by the same parameters, its rows read by the same parsers. One instance per database.
 */
export function pgliteNamedStatements() {
  const prepared = new Set<string>();
  /** The client Drizzle's prepared query `name` runs on, in the transaction `raw` (unnamed: as any query). */
  return (raw: Transaction, unnamed: Transaction) => (name: string | undefined) =>
    name === undefined
      ? unnamed
      : {
          async query(text: string, params: unknown[] = [], options?: QueryOptions) {
            const values = params.map(literal);
            if (values.includes(undefined)) return unnamed.query(text, params, options);
            if (!prepared.has(name)) {
              await raw.exec(`prepare ${name} as ${text}`);
              prepared.add(name);
            }
            const call = values.length
              ? `execute ${name}(${values.join(', ')})`
              : `execute ${name}`;
            const [result] = await raw.exec(call, { rowMode: options?.rowMode ?? 'object' });
            return result!;
          },
        };
}
