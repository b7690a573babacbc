import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type Parser = (value: string) => unknown;
type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

const asText: Parser = (value) => value;

/**
 * The type parsers Drizzle's PGlite session passes with every query (drizzle-orm/pglite/session:
 * dates, timestamps, intervals and their arrays, and numeric arrays, kept as the text PostgreSQL
 * sends). `pglite-parsers.test.ts` checks that they are still Drizzle's.
 */
export const DRIZZLE_PGLITE_PARSERS: Readonly<Record<number, Parser>> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

const parserOids = new Set(Object.keys(DRIZZLE_PGLITE_PARSERS));
const byRowMode = { object: { rowMode: 'object' }, array: { rowMode: 'array' } } as const;

/**
 * A query's options without Drizzle's parsers when the instance already has them: PGlite copies
 * its whole parser table for every query that brings its own (1.3 ms per get week, 6 ms per save
 * week; bench/README.md). Anything else is passed on as it is.
 */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers, rowMode, ...rest } = options;
  if (Object.keys(rest).length > 0) return options;
  for (const oid of Object.keys(parsers)) if (!parserOids.has(oid)) return options;
  return byRowMode[rowMode ?? 'object'];
}

/** A PGlite transaction as Drizzle should see it: its queries without Drizzle's parsers. */
export function forDrizzleTransaction(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, withoutDrizzleParsers(options));
      return Reflect.get(target, property, target) as unknown;
    },
  });
}

/**
 * The PGlite instance as Drizzle should see it: Drizzle's parsers set on the instance once, and
 * its queries and its transactions' queries run without them, reading the same values. Set after
 * PGlite has started: its start-up registers a parser for every array type, over the ones given
 * to `PGlite.create` (and so would `refreshArrayTypes()`, which the app never calls).
 */
export function forDrizzle(client: PGlite): PGlite {
  Object.assign(client.parsers, DRIZZLE_PGLITE_PARSERS);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, withoutDrizzleParsers(options));
      if (property === 'transaction')
        return <T>(fn: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => fn(forDrizzleTransaction(tx)));
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
