// npm run scale-check: several instances of the built server on one throwaway PostgreSQL
// behind a round-robin proxy on loopback (nginx when installed, else one in Node), and the
// checks of issue 18 §7, one verdict line each; exits 1 on any failure. Not part of npm test.
//   npm run scale-check -- [--instances 3] [--rounds 5] [--node-proxy]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startCluster } from '../../apps/server/src/test/postgres-cluster.ts';
import { acknowledgedWrites, idempotentRetry } from './checks-kill.ts';
import { sessionCut, sharedRateLimit } from './checks-session.ts';
import type { ScaleContext, Verdict } from './context.ts';
import {
  createDatabase,
  ensureBuilt,
  freePort,
  startInstances,
  type Instance,
} from './instances.ts';
import { nginxInstalled, startProxy, type Proxy } from './proxy.ts';

const { values: flags } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    'node-proxy': { type: 'boolean', default: false },
  },
});
const say = (line: string) => process.stdout.write(`${line}\n`);
const AUTH_RATE_LIMIT = 30;

const checks: [string, (ctx: ScaleContext) => Promise<Verdict>][] = [
  ['a', sessionCut],
  ['b', sharedRateLimit],
  ['c', idempotentRetry],
  ['d', acknowledgedWrites],
];

ensureBuilt(say);
const started = Date.now();
const cluster = await startCluster();
let instances: Instance[] = [];
let proxy: Proxy | undefined;
let failures = 0;
try {
  const databaseUrl = await createDatabase(cluster.url, 'tallysheet');
  instances = await startInstances(Math.max(2, Number(flags.instances)), {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
  });
  const useNginx = nginxInstalled() && !flags['node-proxy'];
  proxy = await startProxy(
    instances.map((each) => each.port),
    await freePort(),
    useNginx,
  );
  say(
    `scale check: ${instances.length} instances (${instances.map((i) => `${i.name} :${i.port}`).join(', ')}) ` +
      `on one PostgreSQL, behind ${proxy.kind}` +
      (useNginx ? '' : flags['node-proxy'] ? ' (--node-proxy)' : ' (nginx is not installed)'),
  );
  const ctx: ScaleContext = {
    instances,
    proxy,
    databaseUrl,
    authRateLimit: AUTH_RATE_LIMIT,
    rounds: Number(flags.rounds),
    say,
  };
  for (const [letter, check] of checks) {
    let verdict: Verdict;
    try {
      verdict = await check(ctx);
    } catch (error) {
      verdict = { ok: false, line: `${check.name} could not run: ${(error as Error).message}` };
    }
    if (!verdict.ok) failures++;
    say(`${verdict.ok ? 'PASS' : 'FAIL'} (${letter}) ${verdict.line}`);
    // A failed check may leave an instance down: the next one starts with all of them up.
    for (const each of instances) if (!each.running()) await each.start();
  }
} catch (error) {
  failures++;
  say(`FAIL the scale check could not start: ${(error as Error).message}`);
} finally {
  await proxy?.stop();
  await Promise.all(instances.map((each) => each.kill()));
  cluster.stop();
}
say(
  `${failures ? `${failures} check(s) failed` : 'all checks passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failures ? 1 : 0);
