// Keeps the floor honest: runs each endpoint once in-process through the product (its source,
// statements captured at its database drivers) and through the floor, and checks that the
// floor's statements are the product's, in order, with the same parameters. What the product
// runs beyond them (the credential lookup, a second transaction) is listed.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { createTestClock } from '../apps/server/src/lib/clock.ts';
import type { Endpoint } from './endpoints.ts';
import { TENANT_SETTING, type FloorDb } from './floor-db.ts';
import { buildFloor } from './floor-server.ts';

export interface Statement {
  text: string;
  params: string;
  /** The name it ran under, when a named (prepared) statement. */
  named?: string;
}
export interface SqlCheck {
  endpoint: string;
  /**
   * `messages`: what the product sends, where `begin`, the tenant setting and the credential
   * lookup's call may be one.
   */
  product: {
    transactions: number;
    statements: number;
    messages: number;
    named: number;
    /** Calls sent in the message that starts the transaction (the credential lookup). */
    folded: number;
  };
  floor: { transactions: number; statements: number };
  /** The floor's statements are the product's, in order, with equal parameters. */
  same: boolean;
  /** The product's statements the floor does not run (text shortened). */
  productOnly: string[];
  problem?: string;
}

const encode = (params: unknown[]) =>
  JSON.stringify(params, (_key, value: unknown) =>
    value instanceof Date ? value.toISOString() : value,
  );
const short = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);

type Push = (text: string, params?: unknown[], named?: string) => void;

/** The values of `execute name(…)` (escaped literals: apps/server/src/db/pglite-statements.ts). */
function literals(list: string): unknown[] {
  const values: unknown[] = [];
  const next = /\s*(?:(E?)'((?:[^']|'')*)'|(-?[\d.e+-]+)|(true|false)|(null))\s*(?:,|$)/giy;
  while (next.lastIndex < list.length) {
    const at = next.lastIndex;
    const match = next.exec(list);
    if (!match) throw new Error(`SQL check: cannot read the values of execute (${list.slice(at)})`);
    const [, escaped, text, number, flag] = match;
    if (text !== undefined) {
      const unquoted = text.replaceAll("''", "'");
      values.push(escaped ? unquoted.replaceAll('\\\\', '\\') : unquoted);
    } else if (number !== undefined) values.push(Number(number));
    else if (flag !== undefined) values.push(flag.toLowerCase() === 'true');
    else values.push(null);
  }
  return values;
}

const PREPARE = /^prepare ([a-z][a-z0-9_]*) as ([\s\S]*)$/;
const EXECUTE = /^execute ([a-z][a-z0-9_]*)(?:\(([\s\S]*)\))?$/;

/** The statement PGlite keeps under `name`, from the session's `prepare`. */
async function preparedText(tx: Transaction, name: string): Promise<string> {
  const { rows } = await tx.query<{ statement: string }>(
    'select statement from pg_prepared_statements where name = $1',
    [name],
  );
  const match = PREPARE.exec(rows[0]?.statement ?? '');
  if (!match) throw new Error(`SQL check: no prepared statement ${name}`);
  return match[2]!;
}

/**
 * A PGlite transaction whose statements are recorded. A named statement's `prepare` (once for
 * the database) is remembered in `prepared`, not recorded; its `execute` is recorded as the
 * statement it runs, with its values.
 */
const recordingTransaction = (
  tx: Transaction,
  push: Push,
  prepared: Map<string, string>,
): Transaction =>
  new Proxy(tx, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: never) => {
          push(text, params);
          return target.query(text, params, options);
        };
      if (property === 'exec')
        return async (text: string, options?: never) => {
          const preparing = PREPARE.exec(text);
          const executing = EXECUTE.exec(text);
          if (preparing) prepared.set(preparing[1]!, preparing[2]!);
          else if (executing) {
            const name = executing[1]!;
            // Prepared before recording began (by the seeding, on the same database).
            if (!prepared.has(name)) prepared.set(name, await preparedText(target, name));
            push(prepared.get(name)!, literals(executing[2] ?? ''), name);
          } else push(text);
          return target.exec(text, options);
        };
      return Reflect.get(target, property, target) as unknown;
    },
  });

/**
 * Records every statement the product hands its drivers (node-postgres clients; PGlite
 * transactions) while `fn` runs: what is sent, so that `begin` and the tenant setting sent as
 * one message are seen as one.
 */
async function recordDrivers<T>(
  log: Statement[],
  prepared: Map<string, string>,
  fn: () => Promise<T>,
): Promise<T> {
  const push: Push = (text, params = [], named) =>
    log.push({ text, params: encode(params), ...(named ? { named } : {}) });
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args as [
      string | { text: string; values?: unknown[]; name?: string },
      unknown[]?,
    ];
    if (typeof config === 'string') push(config, values);
    else push(config.text, values ?? config.values, config.name);
    return query.apply(this, args);
  };
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function <R>(
    this: PGlite,
    body: (tx: Transaction) => Promise<R>,
  ): Promise<R> {
    return transaction.call(this, (tx) =>
      body(recordingTransaction(tx, push, prepared)),
    ) as Promise<R>;
  };
  try {
    return await fn();
  } finally {
    client.query = query;
    PGlite.prototype.transaction = transaction;
  }
}

/**
 * `fn` with `crypto.randomUUID` counting from 1 (a new id is a parameter: an audit entry's, and
 * its hash covers it), so that product and floor write the same ids. Each endpoint's request
 * also names its request id (`x-request-id`, which the audit trail records), the same for both.
 */
async function countedIds<T>(fn: () => Promise<T>): Promise<T> {
  const randomUUID = crypto.randomUUID;
  let next = 0;
  crypto.randomUUID = () => `5c0c4ec4-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
  syncBuiltinESMExports();
  try {
    return await fn();
  } finally {
    crypto.randomUUID = randomUUID;
    syncBuiltinESMExports();
  }
}
const requestIdOf = (endpoint: Endpoint) => `sql-check ${endpoint.name}`;

/** Runs one statement as the database's owner; rows as objects. */
type AsOwner = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * The audit trail as it is now, and a function that brings it back to that: the entries the
 * captured requests appended are removed and the chain heads reset, as the owner (the
 * application may only append). Product and floor then write the same entries at the same
 * places of the chain, and the servers measured afterwards start from the seeded trail.
 */
async function keepTrail(asOwner: AsOwner): Promise<() => Promise<void>> {
  const heads = (await asOwner('select "tenant_id", "seq", "hash" from "audit_chain_heads"')).map(
    (head) => ({ tenant_id: head.tenant_id, seq: Number(head.seq), hash: head.hash }),
  );
  const seeded = `jsonb_to_recordset(${pg.escapeLiteral(JSON.stringify(heads))}::jsonb)
    as "h"("tenant_id" text, "seq" bigint, "hash" text)`;
  return async () => {
    await asOwner(`delete from "audit_entries" "e" where "e"."seq" > coalesce((select "h"."seq"
      from ${seeded} where "h"."tenant_id" = "e"."tenant_id"), 0)`);
    await asOwner('delete from "audit_chain_heads"');
    await asOwner(`insert into "audit_chain_heads" select * from ${seeded}`);
  };
}

/** Statements per endpoint, as the product (source, in-process) runs them for `token`. */
export async function captureProduct(options: {
  db: Database;
  dataDir: string;
  secret: string;
  endpoints: Endpoint[];
  login: { tenantId: string; externalUserId: string; password: string };
  /** The product's clock stands still at this instant (a save's updated_at is a parameter). */
  at: Date;
}): Promise<Map<string, Statement[]>> {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: options.secret,
    AUTH_RATE_LIMIT: '1000',
  });
  const app = await buildApp({
    config,
    db: options.db,
    jwtSecret: options.secret,
    logger: false,
    mail: { worker: false },
    clock: createTestClock(options.at),
  });
  const captured = new Map<string, Statement[]>();
  /** PGlite's named statements, prepared once for all the endpoints. */
  const prepared = new Map<string, string>();
  const asOwner: AsOwner = (text) =>
    options.db.withSystem('SQL check: the audit trail as seeded', async (tx) => {
      await tx.execute(sql`set local role none`);
      const result = (await tx.execute(sql.raw(text))) as { rows: Record<string, unknown>[] };
      return result.rows;
    });
  const restoreTrail = await keepTrail(asOwner);
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/tokens/login',
      payload: options.login,
    });
    const jwt = (login.json() as { jwt?: string }).jwt;
    if (!jwt) throw new Error(`product sign-in failed: ${login.statusCode} ${login.body}`);
    for (const endpoint of options.endpoints) {
      const log: Statement[] = [];
      const response = await recordDrivers(log, prepared, () =>
        countedIds(() =>
          app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { authorization: `Bearer ${jwt}`, 'x-request-id': requestIdOf(endpoint) },
            ...(endpoint.body === undefined ? {} : { payload: endpoint.body as object }),
          }),
        ),
      );
      if (response.statusCode >= 300)
        throw new Error(`product ${endpoint.url}: ${response.statusCode} ${response.body}`);
      captured.set(endpoint.name, log);
    }
  } finally {
    await app.close();
    await restoreTrail();
  }
  return captured;
}

/** Statements per endpoint, as the floor runs them. `open` gets the tracer to open its db with. */
export async function captureFloor(options: {
  open: (trace: (text: string, params: unknown[]) => void) => Promise<FloorDb>;
  secret: string;
  endpoints: Endpoint[];
  claims: Record<string, unknown>;
  /** The instant the product's clock stood at. */
  at: Date;
}): Promise<Map<string, Statement[]>> {
  let log: Statement[] = [];
  const db = await options.open((text, params) => log.push({ text, params: encode(params) }));
  const app = await buildFloor({
    db,
    secret: options.secret,
    endpoints: options.endpoints,
    clock: () => new Date(options.at),
  });
  const captured = new Map<string, Statement[]>();
  const restoreTrail = await keepTrail((text) => db.asOwner(text));
  try {
    await app.ready();
    const jwt = app.jwt.sign(options.claims);
    for (const endpoint of options.endpoints) {
      log = [];
      const response = await countedIds(() =>
        app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers: { authorization: `Bearer ${jwt}`, 'x-request-id': requestIdOf(endpoint) },
          ...(endpoint.body === undefined ? {} : { payload: endpoint.body as object }),
        }),
      );
      if (response.statusCode >= 300)
        throw new Error(`floor ${endpoint.url}: ${response.statusCode} ${response.body}`);
      captured.set(endpoint.name, log);
    }
  } finally {
    await app.close();
    await restoreTrail();
    await db.close();
  }
  return captured;
}

/**
 * The product opens a transaction with the tenant setting as literals (`tenantSetting` in
 * apps/server/src/db/client.ts), on PostgreSQL in one message with `begin`; the floor sends
 * `begin` and the setting with parameters. Once a connection holds the credential lookup, the
 * same message carries its call too (`execute credential_state(…)`, db/engine-transactions.ts).
 * Compared as the statements they are: the call is the product's own, named.
 */
const OPENER =
  /^(begin; )?select set_config\('app\.tenant_id', '((?:[^']|'')*)', true\), set_config\('role', '([^']*)', true\)(?:; (execute ([a-z][a-z0-9_]*)\(.*\)))?$/s;
function unfold(log: Statement[], calls = true): Statement[] {
  return log.flatMap((statement) => {
    const match = OPENER.exec(statement.text);
    if (!match) return [statement];
    const setting = {
      text: TENANT_SETTING,
      params: encode([match[2]!.replaceAll("''", "'"), match[3]]),
    };
    const call =
      calls && match[4] ? [{ text: match[4], params: encode([]), named: match[5]! }] : [];
    return [...(match[1] ? [{ text: 'begin', params: encode([]) }] : []), setting, ...call];
  });
}

const transactions = (log: Statement[]) => log.filter((s) => s.text === TENANT_SETTING).length;

/** Is `floor` the product's statements in order (a subsequence), and what else does the product run? */
export function compare(
  endpoints: Endpoint[],
  product: Map<string, Statement[]>,
  floor: Map<string, Statement[]>,
): SqlCheck[] {
  return endpoints.map(({ name }) => {
    const sent = product.get(name) ?? [];
    const p = unfold(sent);
    const f = floor.get(name) ?? [];
    const productOnly: string[] = [];
    let next = 0;
    for (const statement of p) {
      const wanted = f[next];
      if (wanted && wanted.text === statement.text && wanted.params === statement.params) next += 1;
      else productOnly.push(short(statement.text));
    }
    const same = next === f.length;
    const missing = f[next];
    return {
      endpoint: name,
      product: {
        transactions: transactions(p),
        statements: p.length,
        messages: sent.length,
        named: p.filter((statement) => statement.named).length,
        folded: p.length - unfold(sent, false).length,
      },
      floor: { transactions: transactions(f), statements: f.length },
      same,
      productOnly,
      ...(same || !missing
        ? {}
        : { problem: `the product does not run: ${missing.text} -- ${missing.params}` }),
    };
  });
}
