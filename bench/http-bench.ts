// npm run bench: the product against the stack floor (bench/floor-server.ts) over HTTP, on one
// seeded data set, interleaved in short rounds; prints the table and writes bench/results/latest.json.
//   npm run bench                                          PGlite, 50 connections
//   npm run bench -- --postgres                            PostgreSQL on a throwaway cluster, 100
//   DATABASE_URL=postgres://... JWT_SECRET=... npm run bench   a fresh database on that server
// Options: --duration 8 --rounds 3 --warmup 2 --connections N --only "list clients,profile"
//   --source (run apps/server/src/main.ts, not the build) --build (rebuild first)
//   --check (seed and compare SQL and JSON only) --clients 2000 --users 2000 --out <file.json>
//   --audit-entries 200000 (the bench tenant's audit trail)
//   --baseline <commit or dist/main.js> (an older build of the product, measured in the same rounds)
//   --baseline-flags "<node flags>" (the baseline's; default: the product's, SERVER_NODE_FLAGS;
//     "" for none, to measure the flags themselves)
//   --floor-flags "<node flags>" (the floor's; default none: bare Node, as the floor is defined)
//   --skip-analyze (leave the seeded tables without planner statistics)
//   --profile <dir> (CPU profiles of product and floor, in <dir>/<name>/ when they stop)
// Then the pay and invoice runs against Hours Over Period (bench/runs.ts) on the reporting tenant,
// in a database of the same engine of their own: --runs-users 5000 --runs-weeks 10
//   --runs-samples 3 (--runs-users 0 leaves them out; --only "pay and invoice runs" measures only them)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { ENDPOINTS, requestOf, withInboxToken, type Endpoint } from './endpoints.ts';
import { pgliteEngine, postgresEngine, type Engine } from './engine.ts';
import { jsonDifference, measureInterleaved } from './load.ts';
import { serverCommand } from '../apps/server/src/test/processes.ts';
import { ROOT, baselineMain, productCommand, startServer, type Server } from './processes.ts';
import {
  machineNow,
  medianOfRounds,
  notes,
  sqlSummary,
  table,
  targetFor,
  writeRecord,
  type BenchRecord,
} from './report.ts';
import { measureRunsBound, type RunsBoundResult } from './runs.ts';
import { BENCH_LOGIN, DEFAULT_DATA_SET, seed } from './seed.ts';
import { mintInboxToken } from './seed-inbox.ts';
import { captureFloor, captureProduct, compare } from './sql-check.ts';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string' },
    only: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    source: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    clients: { type: 'string', default: String(DEFAULT_DATA_SET.clients) },
    users: { type: 'string', default: String(DEFAULT_DATA_SET.users) },
    'audit-entries': { type: 'string', default: String(DEFAULT_DATA_SET.auditEntries) },
    pool: { type: 'string', default: process.env.DATABASE_POOL_SIZE ?? '10' },
    out: { type: 'string', default: join(ROOT, 'bench', 'results', 'latest.json') },
    baseline: { type: 'string' },
    'baseline-flags': { type: 'string' },
    'floor-flags': { type: 'string' },
    'skip-analyze': { type: 'boolean', default: false },
    profile: { type: 'string' },
    'runs-users': { type: 'string', default: '5000' },
    'runs-weeks': { type: 'string', default: '10' },
    'runs-samples': { type: 'string', default: '3' },
  },
});

const say = (line: string) => process.stdout.write(`${line}\n`);
const only = flags.only?.split(',').map((name) => name.trim());
let endpoints: Endpoint[] = only ? ENDPOINTS.filter((e) => only.includes(e.name)) : ENDPOINTS;
/** The runs' bound (issue 31): measured after the endpoints unless left out. */
const RUNS_BOUND = 'pay and invoice runs';
const withRuns =
  !flags.check && Number(flags['runs-users']) > 0 && (!only || only.includes(RUNS_BOUND));
if (!endpoints.length && !withRuns)
  throw new Error(`--only: none of ${[...ENDPOINTS.map((e) => e.name), RUNS_BOUND].join(', ')}`);
const dataSet = {
  ...DEFAULT_DATA_SET,
  clients: Number(flags.clients),
  users: Number(flags.users),
  auditEntries: Number(flags['audit-entries']),
};
const secret = process.env.JWT_SECRET ?? randomBytes(48).toString('base64url');
const databaseUrl = process.env.DATABASE_URL || undefined;

const git = (...args: string[]) =>
  spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';

async function signIn(product: Server): Promise<string> {
  const response = await fetch(`${product.url}/api/tokens/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_LOGIN),
  });
  const body = (await response.json()) as { jwt?: string };
  if (!body.jwt) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.jwt;
}

async function sameJson(
  endpoint: Endpoint,
  servers: Server[],
  jwtOf: (server: Server) => string,
): Promise<string> {
  const bodies = await Promise.all(
    servers.map(async (server) => {
      const response = await fetch(
        `${server.url}${endpoint.url}`,
        requestOf(endpoint, jwtOf(server)),
      );
      const text = await response.text();
      if (!response.ok)
        throw new Error(`${server.name} ${endpoint.url}: ${response.status} ${text}`);
      return text;
    }),
  );
  const [product, ...others] = bodies as [string, ...string[]];
  const verdicts = others.map((other, i) => {
    if (other === product) return 'identical';
    if (
      endpoint.volatile &&
      maskTimes(product, endpoint.volatile) === maskTimes(other, endpoint.volatile)
    )
      return `identical but for ${endpoint.volatile.join(', ')} (the time of the request)`;
    const difference = jsonDifference(JSON.parse(product), JSON.parse(other));
    const verdict = difference ? `DIFFERENT at ${difference}` : 'same values, other key order';
    return `${verdict} (${servers[i + 1]!.name})`;
  });
  return verdicts.every((v) => v === verdicts[0] && v.startsWith('identical'))
    ? verdicts[0]!
    : verdicts.join('; ');
}

/**
 * The answer with each of `paths` (the time of the request: a save's updated_at) replaced by a
 * mark when it is a timestamp, serialized again: byte-equal when the rest is.
 */
function maskTimes(text: string, paths: string[]): string {
  const json = JSON.parse(text) as Record<string, unknown>;
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<Record<string, unknown> | undefined>(
      (node, key) => node?.[key] as Record<string, unknown> | undefined,
      json,
    );
    const value = parent?.[last];
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) parent![last] = '<time>';
  }
  return JSON.stringify(json);
}

type Cleanup = () => Promise<void>;

/** Node flags given as one option's text ("--a --b=1"; "" for none). */
const nodeFlags = (text: string) => text.split(' ').filter(Boolean);

/** The baseline build, with the product's Node flags unless --baseline-flags names others. */
function baselineArgs(baseline: string): string[] {
  const main = baselineMain(baseline);
  const given = flags['baseline-flags'];
  if (given === undefined) return serverCommand(main);
  return [...nodeFlags(given), main];
}

/** Product, the baseline build when given (--baseline), and the floor, each on its own port. */
async function startServers(engine: Engine, productArgs: string[], cleanups: Cleanup[]) {
  const productEnv = {
    JWT_SECRET: secret,
    DEMO_TENANT: 'false',
    AUTH_RATE_LIMIT: '1000',
    // The inbox link's requests all come from one address: its limit (60 a minute) out of the way.
    PORTAL_RATE_LIMIT: '100000',
  };
  const specs = [
    { name: 'product', args: productArgs, env: productEnv, health: '/api/util/health' },
    ...(flags.baseline
      ? [
          {
            name: 'baseline',
            args: baselineArgs(flags.baseline),
            env: productEnv,
            health: '/api/util/health',
          },
        ]
      : []),
    {
      name: 'floor',
      args: [
        ...nodeFlags(flags['floor-flags'] ?? ''),
        '--import',
        'tsx',
        join(ROOT, 'bench', 'floor-server.ts'),
      ],
      env: { JWT_SECRET: secret },
      health: '/health',
    },
  ];
  const servers: Server[] = [];
  for (const spec of specs) {
    const profile = flags.profile
      ? ['--cpu-prof', `--cpu-prof-dir=${join(flags.profile, spec.name)}`] // a file a thread
      : [];
    const server = await startServer({
      ...spec,
      args: [...profile, ...spec.args],
      env: { ...engine.processEnv(spec.name), ...spec.env },
    });
    cleanups.push(server.stop);
    servers.push(server);
  }
  return servers;
}

/** The pay and invoice runs against Hours Over Period, on a database of their own. */
async function runsBound(engine: Engine): Promise<RunsBoundResult> {
  say('');
  return measureRunsBound({
    engine: engine.kind,
    users: Number(flags['runs-users']),
    weeks: Number(flags['runs-weeks']),
    runs: Number(flags['runs-samples']),
    say,
  });
}

async function main(engine: Engine, cleanups: Cleanup[]) {
  const startedAt = new Date().toISOString();
  if (!endpoints.length) {
    await runsBound(engine);
    return;
  }
  const connections = Number(flags.connections ?? (engine.kind === 'postgres' ? 100 : 50));
  const options = {
    connections,
    seconds: Number(flags.duration),
    rounds: Number(flags.rounds),
    warmupSeconds: Number(flags.warmup),
    database: engine.database,
  };
  const load = loadavg().map((n) => Number(n.toFixed(2)));
  say(`engine: ${engine.describe}`);
  if (load[0]! > cpus().length)
    say(`warning: load average ${load.join(', ')} on ${cpus().length} cores: the machine is busy`);
  const db = await engine.openProduct();
  let summary: string;
  let productSql: Awaited<ReturnType<typeof captureProduct>>;
  const at = new Date(); // both clocks, in the SQL check
  try {
    summary = await seed(db, dataSet);
    say(`data set: ${summary}`);
    if (endpoints.some((endpoint) => endpoint.linkToken)) {
      const config = loadConfig({ DATA_DIR: engine.dataDir });
      endpoints = withInboxToken(endpoints, await mintInboxToken(db, config, BENCH_LOGIN.tenantId));
    }
    productSql = await captureProduct({
      db,
      dataDir: engine.dataDir,
      secret,
      endpoints,
      login: BENCH_LOGIN,
      at,
    });
  } finally {
    await db.close();
  }
  if (flags['skip-analyze']) summary += '; no ANALYZE';
  else {
    await engine.analyze();
    summary += '; then ANALYZE';
  }
  const claims = { tenantId: BENCH_LOGIN.tenantId, username: BENCH_LOGIN.externalUserId };
  const floorSql = await captureFloor({ open: engine.openFloor, secret, endpoints, claims, at });
  const sqlCheck = compare(endpoints, productSql, floorSql);
  say('SQL check (product from source, in-process; floor):');
  for (const line of sqlSummary(sqlCheck)) say(`  ${line}`);

  const command = productCommand({ source: flags.source, rebuild: flags.build });
  say(`product: ${command.describe}`);
  const servers = await startServers(engine, command.args, cleanups);
  const [productServer] = servers as [Server, ...Server[]];
  say(servers.map((s) => `${s.name}: pid ${s.pid} at ${s.url}`).join(', '));

  const results: BenchRecord['results'] = [];
  for (const endpoint of endpoints) {
    // A fresh token per endpoint (it lasts 15 minutes), from each build that runs the product:
    // on PGlite the baseline has its own copy of the data, where the product's session is not.
    const jwt = await signIn(productServer);
    const baselineServer = servers.find((server) => server.name === 'baseline');
    const baselineJwt = baselineServer ? await signIn(baselineServer) : jwt;
    const jwtOf = (server: { name: string }) => (server.name === 'baseline' ? baselineJwt : jwt);
    const json = await sameJson(endpoint, servers, jwtOf);
    say(`${endpoint.name} (${endpoint.method} ${endpoint.url}): JSON ${json}`);
    if (flags.check) continue;
    const sides = await measureInterleaved(endpoint, servers, jwtOf, options, say);
    const product = sides.product!;
    const floor = sides.floor!;
    const ratio = floor.rps ? product.rps / floor.rps : 0;
    const p99Ratio = floor.p99 ? product.p99 / floor.p99 : 0;
    const rounds = {
      ratio: medianOfRounds(product.roundsRps, floor.roundsRps),
      p99Ratio: medianOfRounds(product.roundsP99, floor.roundsP99),
    };
    const vsBaseline = sides.baseline?.rps ? product.rps / sides.baseline.rps : undefined;
    results.push({
      endpoint: endpoint.name,
      url: endpoint.url,
      engine: engine.kind,
      connections,
      json,
      product,
      floor,
      ratio,
      p99Ratio,
      rounds,
      ...(sides.baseline && { baseline: sides.baseline, vsBaseline }),
      target: targetFor({
        engine: engine.kind,
        judgedAs: endpoint.judgedAs,
        product,
        ratio,
        p99Ratio,
        floorP50: floor.p50,
      }),
    });
  }
  if (flags.check) return;
  say('');
  say(table(results));
  for (const line of notes(results)) say(`note: ${line}`);
  const runs = withRuns ? await runsBound(engine) : undefined;
  const dirty = git('status', '--porcelain', '--', 'apps/server', 'packages/contract');
  const record: BenchRecord = {
    version: 1,
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD') || process.env.GIT_COMMIT || 'unknown'}${dirty ? ' + working-tree changes' : ''}`,
    machine: machineNow(load),
    engine: engine.describe,
    product: command.describe,
    dataSet: summary,
    options,
    sqlCheck,
    results,
    ...(runs && { runsBound: runs }),
  };
  writeRecord(flags.out, record);
  say(`\nwritten: ${flags.out}`);
}

const engine =
  databaseUrl || flags.postgres
    ? await postgresEngine({ serverUrl: databaseUrl, poolSize: Number(flags.pool) })
    : pgliteEngine();
const cleanups: Cleanup[] = [engine.cleanup];
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const step of cleanups.reverse())
      await step().catch((error: unknown) => say(`cleanup: ${String(error)}`));
  })());
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
try {
  await main(engine, cleanups);
} catch (error) {
  process.exitCode = 1;
  say(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanup();
}
