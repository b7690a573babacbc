// What every check gets, and what it gives back.
import pg from 'pg';
import type { Instance } from './instances.ts';
import type { Proxy } from './proxy.ts';

export interface ScaleContext {
  instances: Instance[];
  proxy: Proxy;
  databaseUrl: string;
  /** The AUTH_RATE_LIMIT the instances run with. */
  authRateLimit: number;
  rounds: number;
  say(line: string): void;
}

export interface Verdict {
  ok: boolean;
  line: string;
}

/** Client rows of `tenantId` by name, read straight from the database (superuser). */
export async function clientNames(
  databaseUrl: string,
  tenantId: string,
): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ name: string; n: string }>(
      'select name, count(*) as n from clients where tenant_id = $1 group by name',
      [tenantId],
    );
    return new Map(result.rows.map((row) => [row.name, Number(row.n)]));
  } finally {
    await client.end();
  }
}

/** The instance an answer came from, by the proxy's X-Upstream header (the last one tried). */
export function upstreamOf(instances: Instance[], headers: Headers): Instance | undefined {
  const tried = headers.get('x-upstream')?.split(',').at(-1)?.trim();
  return instances.find((each) => tried === `127.0.0.1:${each.port}`);
}

export const countBy = <T>(items: T[], key: (item: T) => string): string =>
  Object.entries(
    items.reduce<Record<string, number>>((counts, item) => {
      const name = key(item);
      counts[name] = (counts[name] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
