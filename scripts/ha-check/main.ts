// npm run ha-check: the product on a PostgreSQL HA cluster on loopback (three etcd, three
// PostgreSQL under Patroni with synchronous replication, HAProxy to the primary) and the checks
// of issue 32 §1 and §3 (point-in-time recovery), one verdict line each; exits 1 on any failure.
// Not part of npm test. Needs root (apt-get, and PostgreSQL run as the postgres user).
//   npm run ha-check -- [--instances 3] [--only failover,rejoin,...] [--port-from 5600]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Verdict } from '../scale-check/context.ts';
import { ensureBuilt, instance, type Instance } from '../scale-check/instances.ts';
import { ensurePackages, freePorts, startHaCluster, type HaCluster } from './cluster.ts';
import {
  failover,
  rejoin,
  switchover,
  whereIsEverything,
  type HaContext,
} from './checks-failover.ts';
import { afterFailover, startMailSink, type MailSink } from './checks-after.ts';
import { pointInTimeRecovery } from './pitr.ts';

const { values: flags } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    only: { type: 'string' },
    /** The first port to try for the product's instances (the next free ones up to 5699). */
    'port-from': { type: 'string', default: '5600' },
  },
});
const say = (line: string) => process.stdout.write(`${line}\n`);
export const AUTH_RATE_LIMIT = 30;

const checks: [string, (ctx: HaContext & { sink: MailSink }) => Promise<Verdict[]>][] = [
  ['failover', async (ctx) => [await failover(ctx)]],
  ['rejoin', async (ctx) => [await rejoin(ctx)]],
  ['after', afterFailover],
  ['switchover', async (ctx) => [await switchover(ctx)]],
  ['pitr', async (ctx) => [await pointInTimeRecovery(ctx)]],
];
const only = flags.only?.split(',');

async function createDatabase(cluster: HaCluster, name: string) {
  const admin = new pg.Client({ connectionString: cluster.primaryUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

if (process.getuid?.() !== 0) {
  say('FAIL ha-check runs as root (it installs packages and runs PostgreSQL as postgres)');
  process.exit(1);
}
ensurePackages(say);
ensureBuilt(say);
const started = Date.now();
let cluster: HaCluster | undefined;
let sink: MailSink | undefined;
let instances: Instance[] = [];
let failures = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'tallysheet-ha-data-'));
try {
  cluster = await startHaCluster(say);
  sink = await startMailSink();
  await createDatabase(cluster, 'tallysheet');
  const ports = await freePorts(
    Number(flags['port-from']),
    5699,
    Math.max(2, Number(flags.instances)),
  );
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.primaryUrl('tallysheet'),
    DATABASE_READ_URL: cluster.replicaUrl('tallysheet'),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    SMTP_URL: sink.url,
    MAIL_FROM: 'HA check <no-reply@ha-check.example.com>',
    BILLING_SWEEP_SECONDS: '2',
    APPROVAL_SCHEDULE_SECONDS: '2',
  };
  instances = ports.map((port, i) => instance(String.fromCharCode(97 + i), port, env));
  // One at a time: the first migrates the empty database, the others find it done.
  for (const each of instances) await each.start();
  say(
    `product: ${instances.map((i) => `${i.name} :${i.port}`).join(', ')}, DATABASE_URL through HAProxy :${cluster.ports.primary}, DATABASE_READ_URL :${cluster.ports.replicas}`,
  );
  const ctx = { cluster, instances, say, measured: [] as string[], sink };
  for (const [name, check] of checks) {
    if (only && !only.includes(name)) continue;
    let verdicts: Verdict[];
    try {
      verdicts = await check(ctx);
    } catch (error) {
      verdicts = [{ ok: false, line: `${name} could not run: ${(error as Error).message}` }];
    }
    for (const verdict of verdicts) {
      if (!verdict.ok) failures++;
      say(`${verdict.ok ? 'PASS' : 'FAIL'} (${name}) ${verdict.line}`);
    }
    if (verdicts.some((v) => !v.ok)) {
      say(
        `  ${await whereIsEverything(cluster)}; ${cluster
          .list()
          .map((s) => `${s.name} ${s.role} ${s.state}`)
          .join(', ')}`,
      );
      for (const each of instances) {
        if (process.env.HA_KEEP)
          writeFileSync(join(cluster.dir, `${each.name}.stderr`), each.stderr());
        const tail = each.stderr().trim().split('\n').slice(-3).join(' | ');
        if (tail) say(`  ${each.name} stderr: ${tail.slice(0, 600)}`);
      }
    }
    // A check may stop the run's instances: the next one starts with all of them up.
    for (const each of instances) if (!each.running()) await each.start();
  }
  if (ctx.measured.length) say(`measured: ${ctx.measured.join('; ')}`);
} catch (error) {
  failures++;
  say(`FAIL the HA check could not start: ${(error as Error).message}`);
} finally {
  await Promise.all(instances.map((each) => each.kill()));
  await sink?.close();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
say(
  `${failures ? `${failures} check(s) failed` : 'all checks passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failures ? 1 : 0);
