// autocannon against product and floor, interleaved in short rounds (product, floor, product,
// floor...) so that both see the same machine; rounds merged into one histogram per side.
import autocannon, { type RawResult } from 'autocannon';
import { backendsCpuMs, backendsCpuSince, processCpuMs } from './cpu.ts';
import { requestOf, type Endpoint } from './endpoints.ts';

export interface Side {
  /** 2xx answers a second over the rounds. */
  rps: number;
  requests: number;
  seconds: number;
  /** Latency of the 2xx answers, ms. */
  p50: number;
  p99: number;
  max: number;
  /** Errors, timeouts and non-2xx answers. */
  failed: number;
  statusCodes: Record<string, number>;
  roundsRps: number[];
  /** Each round's p99 of the 2xx answers, ms (rounds in the order measured). */
  roundsP99: number[];
  /** CPU time of the server process (user + system) per 2xx answer, ms; Linux only. */
  cpuPerRequest?: number;
  /** CPU time of the PostgreSQL backends per 2xx answer, ms, when they run on this machine. */
  dbCpuPerRequest?: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  /** The PostgreSQL database, to count its backends' CPU (none on PGlite). */
  database?: string;
}

async function run(
  base: string,
  endpoint: Endpoint,
  jwt: string,
  connections: number,
  seconds: number,
) {
  const result = await autocannon({
    url: `${base}${endpoint.url}`,
    ...requestOf(endpoint, jwt),
    connections,
    duration: seconds,
    timeout: 30,
    skipAggregateResult: true,
  });
  return result as RawResult;
}

/**
 * Waits until `base` has worked off the requests autocannon left in flight when it stopped (the
 * server still runs them): one more request, queued behind them, and its answer.
 */
async function settle(base: string, endpoint: Endpoint, jwt: string) {
  await fetch(`${base}${endpoint.url}`, {
    ...requestOf(endpoint, jwt),
    signal: AbortSignal.timeout(120_000),
  }).then((response) => response.arrayBuffer());
}

type Run = RawResult & { cpu?: number; dbCpu?: number };

function summarize(url: string, runs: Run[], connections: number): Side {
  const merged = autocannon.aggregateResult(runs, { url, connections });
  const requests = runs.reduce((sum, r) => sum + r['2xx'], 0);
  const seconds = runs.reduce((sum, r) => sum + r.duration, 0);
  const statusCodes: Record<string, number> = {};
  for (const r of runs)
    for (const [code, { count }] of Object.entries(r.statusCodeStats))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    rps: seconds > 0 ? requests / seconds : 0,
    requests,
    seconds,
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    max: merged.latency.max,
    failed: runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    statusCodes,
    roundsRps: runs.map((r) => Math.round(r['2xx'] / r.duration)),
    roundsP99: runs.map((r) => autocannon.aggregateResult([r], { url, connections }).latency.p99),
    ...(runs.every((r) => r.cpu !== undefined) &&
      requests && { cpuPerRequest: runs.reduce((sum, r) => sum + r.cpu!, 0) / requests }),
    ...(runs.every((r) => r.dbCpu !== undefined) &&
      requests && { dbCpuPerRequest: runs.reduce((sum, r) => sum + r.dbCpu!, 0) / requests }),
  };
}

/**
 * Warms each server up, then measures `rounds` rounds of each in turn, the order turned by one
 * each round (product, floor; floor, product; ...) so that no side always runs first.
 */
export async function measureInterleaved(
  endpoint: Endpoint,
  servers: { name: string; url: string; pid: number }[],
  /** The bearer token each server is sent (a session lives in its own database). */
  jwtOf: (server: { name: string }) => string,
  options: LoadOptions,
  progress: (line: string) => void,
): Promise<Record<string, Side>> {
  const { connections, seconds } = options;
  if (options.warmupSeconds > 0)
    for (const server of servers) {
      await run(server.url, endpoint, jwtOf(server), connections, options.warmupSeconds);
      await settle(server.url, endpoint, jwtOf(server));
    }
  const runs = servers.map(() => [] as Run[]);
  for (let round = 1; round <= options.rounds; round += 1) {
    const rates: string[] = [];
    const order = servers.map((_, k) => (k + round - 1) % servers.length);
    for (const i of order) {
      const server = servers[i]!;
      const before = processCpuMs(server.pid);
      const backends = options.database ? backendsCpuMs(options.database) : undefined;
      const jwt = jwtOf(server);
      const result: Run = await run(server.url, endpoint, jwt, connections, seconds);
      const after = processCpuMs(server.pid);
      if (before !== undefined && after !== undefined) result.cpu = after - before;
      if (backends) result.dbCpu = backendsCpuSince(options.database!, backends);
      await settle(server.url, endpoint, jwt);
      runs[i]!.push(result);
      rates.push(`${server.name} ${Math.round(result['2xx'] / result.duration)}`);
    }
    progress(`  ${endpoint.name} round ${round}/${options.rounds} (req/s): ${rates.join(', ')}`);
  }
  return Object.fromEntries(
    servers.map((server, i) => [
      server.name,
      summarize(`${server.url}${endpoint.url}`, runs[i]!, connections),
    ]),
  );
}

/** Deep equality of two JSON values, with the first path that differs. */
export function jsonDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const difference = jsonDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (difference) return difference;
  }
  return undefined;
}
