// Failover (leader killed), the old leader's rejoin, and a planned switchover, under write load.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { clientNames, type Verdict } from '../scale-check/context.ts';
import { call, signIn, signUp } from '../scale-check/http.ts';
import { sleep, type Instance } from '../scale-check/instances.ts';
import type { HaCluster, Member } from './cluster.ts';
import { CLIENTS, outages, seconds, startWriters, waitServing, type LoadResult } from './load.ts';

/** Instances must serve writes again within this long of the leader's death (issue 32 §1). */
export const RECOVERY_BOUND_MS = 15_000;

export interface HaContext {
  cluster: HaCluster;
  instances: Instance[];
  say(line: string): void;
  /** Set by the failover: the member that was stopped, for the rejoin check. */
  stopped?: Member;
  /** Set by the failover: its acknowledged writes, checked again once the old leader is back. */
  failoverWrites?: { tenantId: string; acknowledged: Set<string> };
  /** What the failover and switchover measured, for the summary. */
  measured: string[];
}

export async function tenantWithToken(instances: Instance[], prefix: string, address: string) {
  const tenantId = `${prefix}-${randomBytes(3).toString('hex')}`;
  await signUp(instances[0]!.url, tenantId, address);
  return { tenantId, token: await signIn(instances[0]!.url, tenantId, address) };
}

async function waitLeader(cluster: HaCluster, not: Member, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const leader = await cluster.leader(not);
    if (leader) return leader;
    await sleep(100);
  }
  return undefined;
}

function describe(result: LoadResult, rows: Map<string, number>) {
  const lost = [...result.acknowledged].filter((name) => (rows.get(name) ?? 0) < 1);
  const twice = [...rows].filter(([, n]) => n > 1).map(([name]) => name);
  const unanswered = [...rows.keys()].filter((name) => !result.acknowledged.has(name)).length;
  return { lost, twice, unanswered };
}

/** kill -9 of the leader's postmaster, then its Patroni frozen (SIGSTOP: as if cut off). */
export async function failover(ctx: HaContext): Promise<Verdict> {
  const { cluster, instances } = ctx;
  const { tenantId, token } = await tenantWithToken(instances, 'failover', '198.51.100.10');
  const old = await cluster.leader();
  if (!old?.patroni) throw new Error('no leader to stop');
  const load = startWriters(instances, token, 'Failover', { perInstance: 2, idempotent: false });
  await sleep(3000);
  const at = Date.now();
  process.kill(cluster.postmasterPid(old), 'SIGKILL');
  old.patroni.child.kill('SIGSTOP');
  ctx.stopped = old;
  const leader = await waitLeader(cluster, old, 60_000);
  const electedMs = Date.now() - at;
  const serving = await waitServing(load, Date.now(), 5, 45_000);
  await sleep(2000);
  const result = await load.stop();
  const rows = await clientNames(cluster.primaryUrl('tallysheet'), tenantId);
  const { lost, unanswered } = describe(result, rows);
  ctx.failoverWrites = { tenantId, acknowledged: result.acknowledged };
  const outs = outages(result, instances, at);
  const worst = Math.max(...outs.map((o) => o.recoveredMs));
  ctx.measured.push(
    `failover: leader elected after ${seconds(electedMs)}, writes served again after ${seconds(worst)} (worst instance)`,
  );
  // Served again by the same processes: none exited (main.ts would restart one for the next check).
  const exited = instances.filter((each) => !each.running()).map((each) => each.name);
  const ok =
    leader !== undefined &&
    serving &&
    lost.length === 0 &&
    worst <= RECOVERY_BOUND_MS &&
    exited.length === 0;
  return {
    ok,
    line:
      `failover under write load: kill -9 of ${old.name}'s postmaster and its Patroni stopped; ` +
      `new leader ${leader?.name ?? 'none'} after ${seconds(electedMs)}; writes served again (no restart) ` +
      `after ${outs.map((o) => `${o.instance} ${seconds(o.recoveredMs)}`).join(', ')} ` +
      `(bound ${seconds(RECOVERY_BOUND_MS)}), ${exited.length ? `exited: ${exited.join(', ')}` : 'no instance exited'}; ${result.attempts.length} sent, ` +
      `${result.acknowledged.size} acknowledged, ${lost.length} acknowledged writes lost, ` +
      `${unanswered} saved without a 2xx; failures: ${outs.map((o) => `${o.instance} ${o.kinds}`).join('; ')}`,
  };
}

/** The stopped Patroni resumes: its member must come back as a replica of the new leader. */
export async function rejoin(ctx: HaContext): Promise<Verdict> {
  const { cluster } = ctx;
  const old = ctx.stopped;
  if (!old?.patroni) throw new Error('the failover check did not stop a member');
  const at = Date.now();
  old.patroni.child.kill('SIGCONT');
  const states = await cluster.waitHealthy(2, 120_000);
  const tookMs = Date.now() - at;
  const log = readFileSync(join(cluster.dir, `${old.name}.log`), 'utf8');
  const rewound = /running pg_rewind/.test(log);
  const mine = states.find((s) => s.name === old.name);
  const leader = states.find((s) => s.role === 'Leader');
  ctx.stopped = undefined;
  ctx.measured.push(`rejoin of the old leader: ${seconds(tookMs)}`);
  // The failover's acknowledged writes must still be there once the old leader is back.
  const writes = ctx.failoverWrites;
  const rows = writes
    ? await clientNames(cluster.primaryUrl('tallysheet'), writes.tenantId)
    : new Map<string, number>();
  const lost = writes ? [...writes.acknowledged].filter((name) => !rows.has(name)).length : 0;
  const ok =
    mine !== undefined &&
    mine.role !== 'Leader' &&
    mine.timeline === leader?.timeline &&
    leader?.name !== old.name &&
    lost === 0;
  return {
    ok,
    line:
      `old leader rejoins: ${old.name}'s Patroni resumed; after ${seconds(tookMs)} it is ` +
      `${mine?.role ?? 'missing'} (${mine?.state}) on timeline ${mine?.timeline} like leader ` +
      `${leader?.name} (${leader?.timeline}); ${lost} of the failover's ` +
      `${writes?.acknowledged.size ?? 0} acknowledged writes lost since; ${rewound ? 'pg_rewind ran (Patroni log)' : 'no pg_rewind needed'}; ` +
      `cluster: ${states.map((s) => `${s.name} ${s.role} ${s.state} lag ${s.lag ?? 0}`).join(', ')}`,
  };
}

/** patronictl switchover to the synchronous standby while idempotent writers retry failures. */
export async function switchover(ctx: HaContext): Promise<Verdict> {
  const { cluster, instances } = ctx;
  const { tenantId, token } = await tenantWithToken(instances, 'switch', '198.51.100.11');
  const states = cluster.list();
  const leaderName = states.find((s) => s.role === 'Leader')?.name;
  const candidate = states.find((s) => s.role === 'Sync Standby')?.name;
  if (!leaderName || !candidate) throw new Error('no leader or synchronous standby listed');
  const old = cluster.members.find((m) => m.name === leaderName)!;
  const load = startWriters(instances, token, 'Switchover', { perInstance: 2, idempotent: true });
  await sleep(3000);
  const at = Date.now();
  const command = cluster.patronictl([
    'switchover',
    '--leader',
    leaderName,
    '--candidate',
    candidate,
    '--force',
  ]);
  const leader = await waitLeader(cluster, old, 60_000);
  const switchedMs = Date.now() - at;
  const serving = await waitServing(load, Date.now(), 5, 45_000);
  await sleep(2000);
  const result = await load.stop();
  const rows = await clientNames(cluster.primaryUrl('tallysheet'), tenantId);
  const { lost, twice } = describe(result, rows);
  const outs = outages(result, instances, at);
  const worst = Math.max(...outs.map((o) => o.recoveredMs));
  // Each retried key once more: the saved answer again, nothing new.
  const replays = await Promise.all(
    result.retried.slice(0, 20).map(({ key, name }) =>
      call(instances[0]!.url, CLIENTS, {
        method: 'POST',
        token,
        idempotencyKey: key,
        body: { name },
      }),
    ),
  );
  const replayed = replays.filter((r) => r.headers.get('idempotent-replayed') === 'true').length;
  const after = await clientNames(cluster.primaryUrl('tallysheet'), tenantId);
  const grew =
    [...after.values()].reduce((a, b) => a + b, 0) - [...rows.values()].reduce((a, b) => a + b, 0);
  const healthy = await cluster.waitHealthy(2, 90_000).then(
    () => true,
    () => false,
  );
  ctx.measured.push(
    `switchover: new leader after ${seconds(switchedMs)}, writes served again after ${seconds(worst)} (worst instance)`,
  );
  const ok =
    command.status === 0 &&
    leader?.name === candidate &&
    serving &&
    lost.length === 0 &&
    twice.length === 0 &&
    replayed === replays.length &&
    grew === 0 &&
    healthy;
  return {
    ok,
    line:
      `switchover under write load: patronictl switchover ${leaderName} → ${candidate} ` +
      `(exit ${command.status}); leader ${leader?.name ?? 'none'} after ${seconds(switchedMs)}; ` +
      `writes served again after ${outs.map((o) => `${o.instance} ${seconds(o.recoveredMs)}`).join(', ')}; ` +
      `${result.acknowledged.size} acknowledged, ${lost.length} lost, ${twice.length} created twice; ` +
      `${result.retried.length} creates retried with their Idempotency-Key, ${replayed} of ${replays.length} ` +
      `replayed again with nothing new (${grew} rows added); failures: ${outs.map((o) => `${o.instance} ${o.kinds}`).join('; ')}; ` +
      `cluster ${healthy ? 'healthy' : 'NOT healthy'} afterwards`,
  };
}

/** The cluster's own view, for a failed check's diagnosis. */
export async function whereIsEverything(cluster: HaCluster): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.primaryUrl('postgres') });
  try {
    await client.connect();
    const { rows } = await client.query<{ a: string }>(
      "select string_agg(application_name || ' ' || sync_state, ', ') as a from pg_stat_replication",
    );
    return `replication: ${rows[0]?.a ?? 'none'}`;
  } catch (error) {
    return `primary unreachable: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
