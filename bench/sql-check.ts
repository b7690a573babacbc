// Keeps the floor honest: runs each endpoint once in-process through the product (its source,
// statements captured at Drizzle's driver sessions) and through the floor, and checks that the
// floor's statements are the product's, in order, with the same parameters. What the product
// runs beyond them (the credential lookup, a second transaction) is listed.
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
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
}
export interface SqlCheck {
  endpoint: string;
  product: { transactions: number; statements: number };
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

type Prepared = { queryString: string; params: unknown[] };
type Method = (this: Prepared, ...args: unknown[]) => unknown;

/** Records every statement Drizzle sends (PGlite and node-postgres) while `fn` runs. */
async function recordDrizzle<T>(log: Statement[], fn: () => Promise<T>): Promise<T> {
  const restore: (() => void)[] = [];
  for (const proto of [PglitePreparedQuery.prototype, NodePgPreparedQuery.prototype]) {
    for (const name of ['execute', 'all'] as const) {
      const target = proto as unknown as Record<string, Method>;
      const original = target[name]!;
      target[name] = function (this: Prepared, ...args: unknown[]) {
        log.push({ text: this.queryString, params: encode(this.params) });
        return original.apply(this, args);
      };
      restore.push(() => (target[name] = original));
    }
  }
  try {
    return await fn();
  } finally {
    for (const undo of restore) undo();
  }
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
      const response = await recordDrizzle(log, () =>
        app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers: { authorization: `Bearer ${jwt}` },
          ...(endpoint.body === undefined ? {} : { payload: endpoint.body as object }),
        }),
      );
      if (response.statusCode >= 300)
        throw new Error(`product ${endpoint.url}: ${response.statusCode} ${response.body}`);
      captured.set(endpoint.name, log);
    }
  } finally {
    await app.close();
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
  try {
    await app.ready();
    const jwt = app.jwt.sign(options.claims);
    for (const endpoint of options.endpoints) {
      log = [];
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: { authorization: `Bearer ${jwt}` },
        ...(endpoint.body === undefined ? {} : { payload: endpoint.body as object }),
      });
      if (response.statusCode >= 300)
        throw new Error(`floor ${endpoint.url}: ${response.statusCode} ${response.body}`);
      captured.set(endpoint.name, log);
    }
  } finally {
    await app.close();
    await db.close();
  }
  return captured;
}

const transactions = (log: Statement[]) => log.filter((s) => s.text === TENANT_SETTING).length;

/** Is `floor` the product's statements in order (a subsequence), and what else does the product run? */
export function compare(
  endpoints: Endpoint[],
  product: Map<string, Statement[]>,
  floor: Map<string, Statement[]>,
): SqlCheck[] {
  return endpoints.map(({ name }) => {
    const p = product.get(name) ?? [];
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
      product: { transactions: transactions(p), statements: p.length },
      floor: { transactions: transactions(f), statements: f.length },
      same,
      productOnly,
      ...(same || !missing
        ? {}
        : { problem: `the product does not run: ${missing.text} -- ${missing.params}` }),
    };
  });
}
