// Measures nginx's one trap with several instances (docs/operating.md, "Behind nginx"):
//   node --import tsx scripts/scale-check/nginx-trap.ts [--instances 3] [--rounds 1]
// For each upstream setting: kill -9 every instance at once, restart them at once, poll
// GET /api/util/health/ready through nginx every 100 ms, and report how long the 502s lasted
// against how long the instances were down. Then POSTs in flight at a crash, retried with
// their Idempotency-Key. Needs nginx (apt-get install -y nginx) and PostgreSQL server binaries.
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from '../../apps/server/src/test/postgres-cluster.ts';
import { call, signIn, signUp } from './http.ts';
import {
  createDatabase,
  ensureBuilt,
  freePort,
  sleep,
  startInstances,
  type Instance,
} from './instances.ts';
import {
  NGINX_DEFAULT,
  RECOMMENDED,
  nginxInstalled,
  startNginx,
  type UpstreamSettings,
} from './proxy.ts';

const { values: flags } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '1' },
    settings: { type: 'string', multiple: true },
  },
});
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (!nginxInstalled()) {
  say('nginx is not installed (apt-get install -y nginx): nothing to measure');
  process.exit(2);
}

/** kill -9 all, restart all at once; poll through the proxy every 100 ms for `pollMs`. */
async function crashAll(instances: Instance[], proxyUrl: string, pollMs: number) {
  const polls: { at: number; status: number }[] = [];
  const t0 = Date.now();
  await Promise.all(instances.map((each) => each.kill()));
  for (const each of instances) each.spawn();
  const back = Promise.all(instances.map((each) => each.waitReady())).then(() => Date.now() - t0);
  const pending: Promise<void>[] = [];
  while (Date.now() - t0 < pollMs) {
    const at = Date.now() - t0;
    pending.push(
      call(proxyUrl, '/api/util/health/ready', { timeoutMs: 5000 }).then((answer) => {
        polls.push({ at, status: answer.status });
      }),
    );
    await sleep(100);
  }
  await Promise.all(pending);
  const backMs = await back;
  const failed = polls.filter((poll) => poll.status !== 200).sort((a, b) => a.at - b.at);
  const statuses = [...new Set(failed.map((poll) => poll.status))].join(', ') || 'none';
  const last = failed.at(-1)?.at ?? 0;
  return { backMs, failed: failed.length, polls: polls.length, statuses, lastFailMs: last };
}

/** POSTs in flight when every instance dies: their answers, then a retry with the same keys. */
async function inFlightPosts(instances: Instance[], proxyUrl: string, token: string) {
  const keys = Array.from({ length: 30 }, (_, i) => ({ key: randomUUID(), name: `Flight ${i}` }));
  const send = (key: string, name: string) =>
    call(proxyUrl, '/api/crm/ps/clients', {
      method: 'POST',
      token,
      idempotencyKey: key,
      body: { name },
    });
  const first = keys.map(({ key, name }) => send(key, name));
  // The crash comes as the first answer arrives, so the others are still on their way.
  await Promise.race(first);
  await Promise.all(instances.map((each) => each.kill()));
  const firstAnswers = await Promise.all(first);
  await Promise.all(instances.map((each) => each.start()));
  const retries = await Promise.all(keys.map(({ key, name }) => send(key, name)));
  return {
    first: firstAnswers.map((answer) => answer.status),
    retried: retries.map((answer) => answer.status),
    replayed: retries.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')
      .length,
    names: keys.map(({ name }) => name),
  };
}

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<string, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

ensureBuilt(say);
const cluster = await startCluster();
let instances: Instance[] = [];
try {
  const databaseUrl = await createDatabase(cluster.url, 'tallysheet');
  instances = await startInstances(Number(flags.instances), {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
  });
  say(`${instances.length} instances on one PostgreSQL; nginx round robin on loopback`);
  const settings: UpstreamSettings[] = flags.settings?.map((server) => ({ server })) ?? [
    NGINX_DEFAULT,
    RECOMMENDED,
  ];
  for (const setting of settings) {
    for (let round = 0; round < Number(flags.rounds); round++) {
      const proxy = await startNginx(
        instances.map((each) => each.port),
        await freePort(),
        setting,
      );
      try {
        for (let i = 0; i < 10; i++) await call(proxy.url, '/api/util/health/ready');
        const result = await crashAll(instances, proxy.url, 16_000);
        say(
          `${proxy.kind}: instances ready ${seconds(result.backMs)} after kill -9; ` +
            `${result.failed} of ${result.polls} polls failed (${result.statuses}), ` +
            `the last at +${seconds(result.lastFailMs)}`,
        );
      } finally {
        await proxy.stop();
      }
    }
  }

  const proxy = await startNginx(
    instances.map((each) => each.port),
    await freePort(),
    RECOMMENDED,
  );
  try {
    const tenantId = `trap-${randomBytes(3).toString('hex')}`;
    await signUp(instances[0]!.url, tenantId, '198.51.100.20');
    const token = await signIn(instances[0]!.url, tenantId, '198.51.100.20');
    const posts = await inFlightPosts(instances, proxy.url, token);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const rows = await db
      .query<{ name: string; n: string }>(
        'select name, count(*) as n from clients where tenant_id = $1 group by name',
        [tenantId],
      )
      .finally(() => db.end());
    const counts = new Map(rows.rows.map((row) => [row.name, Number(row.n)]));
    const exactlyOnce = posts.names.filter((name) => counts.get(name) === 1).length;
    say(
      `POSTs in flight at kill -9 of every instance: ${tally(posts.first)}; retried with the ` +
        `same Idempotency-Key: ${tally(posts.retried)} (${posts.replayed} replayed); ` +
        `${exactlyOnce} of ${posts.names.length} clients exist exactly once`,
    );
  } finally {
    await proxy.stop();
  }
} finally {
  await Promise.all(instances.map((each) => each.kill()));
  cluster.stop();
}
