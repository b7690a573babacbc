import type { Transaction } from '@electric-sql/pglite';
import { executeCall } from './sql-literal.ts';
import type { StartRead } from './tx.ts';

type QueryOptions = NonNullable<Parameters<Transaction['query']>[2]>;

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
  /**
   * The client Drizzle's prepared query `name` runs on, in the transaction `raw` (unnamed: as
   * any query). `started`: a call already answered with the transaction's setting
   * (`startCall`), given to its statement's first query when that makes the very same call in
   * array mode; with other values it asks the database, and the answer is dropped either way.
   */
  const named = (raw: Transaction, unnamed: Transaction, started?: StartedCall) => {
    let kept = started;
    return (name: string | undefined) =>
      name === undefined
        ? unnamed
        : {
            async query(text: string, params: unknown[] = [], options?: QueryOptions) {
              const call = executeCall(name, params);
              if (call === undefined) return unnamed.query(text, params, options);
              const rowMode = options?.rowMode ?? 'object';
              const taken = kept?.name === name ? kept : undefined;
              if (taken) kept = undefined;
              if (taken?.call === call && rowMode === 'array') return taken.result;
              if (!prepared.has(name)) {
                await raw.exec(`prepare ${name} as ${text}`);
                prepared.add(name);
              }
              const [result] = await raw.exec(call, { rowMode });
              return result!;
            },
          };
  };
  /** The `execute` of `read` when its statement is prepared here already (else undefined). */
  const startCall = (read: StartRead): string | undefined =>
    prepared.has(read.name) ? executeCall(read.name, read.params) : undefined;
  return Object.assign(named, { startCall });
}

/** A prepared statement's call sent with a transaction's setting, and its answer (array rows). */
export interface StartedCall {
  name: string;
  call: string;
  result: Awaited<ReturnType<Transaction['exec']>>[number];
}
