// A PostgreSQL HA cluster on loopback: three etcd members, three PostgreSQL members under
// Patroni (synchronous_mode), and HAProxy in front routing to whichever member Patroni's REST
// API calls the primary. The configurations are the examples of docs/operating.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from '../scale-check/instances.ts';
import { etcdArgs, haproxyConfig, patroniConfig, type Ports } from './configs.ts';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Installs what the check needs from Debian when missing, as .ci/run does for postgresql. */
export function ensurePackages(say: (line: string) => void): void {
  const missing = [
    ['patroni', 'patroni'],
    ['etcd', 'etcd-server'],
    ['haproxy', 'haproxy'],
  ]
    .filter(([command]) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0)
    .map(([, pkg]) => pkg!);
  if (spawnSync('test', ['-x', join(PG_BIN, 'initdb')]).status !== 0) missing.push('postgresql-15');
  if (missing.length === 0) return;
  say(`installing ${missing.join(', ')} (apt-get install -y)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (update.status !== 0 || install.status !== 0)
    throw new Error(`apt-get install ${missing.join(' ')} failed`);
}

/** The first `count` ports from `from` that nothing listens on. */
export async function freePorts(from: number, to: number, count: number): Promise<number[]> {
  const found: number[] = [];
  for (let port = from; port <= to && found.length < count; port++) {
    const free = await new Promise<boolean>((done) => {
      const server = net.createServer();
      server.once('error', () => done(false));
      server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
    });
    if (free) found.push(port);
  }
  if (found.length < count) throw new Error(`fewer than ${count} free ports in ${from}-${to}`);
  return found;
}

export const OWNER = (() => {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString());
  return process.getuid?.() === 0 ? { uid: id('-u'), gid: id('-g') } : undefined;
})();

interface Proc {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts `command` (as the postgres user when run as root: PostgreSQL refuses root). */
function start(command: string, args: string[], log: string, asPostgres = true): Proc {
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), LANG: 'C.UTF-8' },
    ...(asPostgres && OWNER ? OWNER : {}),
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { child, exited: new Promise((done) => child.once('exit', () => done())) };
}

export interface Member {
  readonly name: string;
  readonly pgPort: number;
  readonly restPort: number;
  readonly dataDir: string;
  readonly configFile: string;
  patroni?: Proc;
}

export interface MemberState {
  name: string;
  role: string;
  state: string;
  timeline?: number;
  lag?: number | string;
}

export interface HaCluster {
  readonly dir: string;
  readonly archiveDir: string;
  readonly members: Member[];
  /** postgres://…@haproxy/…: always the primary. */
  readonly primaryUrl: (database: string) => string;
  /** postgres://…@haproxy/…: a replica (DATABASE_READ_URL). */
  readonly replicaUrl: (database: string) => string;
  /** A member's own address (superuser). */
  readonly memberUrl: (member: Member, database: string) => string;
  readonly password: string;
  readonly ports: Ports;
  startPatroni(member: Member): void;
  /** patronictl list, as JSON. */
  list(): MemberState[];
  patronictl(args: string[]): { status: number; output: string };
  /** The leader by Patroni's REST API (GET /primary answers 200 on it only), `except` aside. */
  leader(except?: Member): Promise<Member | undefined>;
  /** Waits until there is a leader and `replicas` members stream from it. */
  waitHealthy(replicas: number, timeoutMs: number): Promise<MemberState[]>;
  /** The postmaster's pid of a member, from its postmaster.pid. */
  postmasterPid(member: Member): number;
  stop(): Promise<void>;
}

export async function startHaCluster(say: (line: string) => void): Promise<HaCluster> {
  const [
    etcd1,
    etcd2,
    etcd3,
    peer1,
    peer2,
    peer3,
    pg1,
    pg2,
    pg3,
    rest1,
    rest2,
    rest3,
    primary,
    replicas,
  ] = await freePorts(25000, 25100, 14);
  const ports: Ports = {
    etcdClient: [etcd1!, etcd2!, etcd3!],
    etcdPeer: [peer1!, peer2!, peer3!],
    pg: [pg1!, pg2!, pg3!],
    rest: [rest1!, rest2!, rest3!],
    primary: primary!,
    replicas: replicas!,
  };
  const dir = mkdtempSync(join(tmpdir(), 'tallysheet-ha-'));
  const archiveDir = join(dir, 'wal-archive');
  mkdirSync(archiveDir);
  if (OWNER) {
    chownSync(dir, OWNER.uid, OWNER.gid);
    chownSync(archiveDir, OWNER.uid, OWNER.gid);
  }
  const password = `ha-${Math.random().toString(36).slice(2)}`;
  const etcds: Proc[] = [];
  const members: Member[] = [];
  let haproxy: Proc | undefined;

  const cluster: HaCluster = {
    dir,
    archiveDir,
    members,
    password,
    ports,
    primaryUrl: (database) =>
      `postgres://postgres:${password}@127.0.0.1:${ports.primary}/${database}`,
    replicaUrl: (database) =>
      `postgres://postgres:${password}@127.0.0.1:${ports.replicas}/${database}`,
    memberUrl: (member, database) =>
      `postgres://postgres:${password}@127.0.0.1:${member.pgPort}/${database}`,
    startPatroni(member) {
      member.patroni = start('patroni', [member.configFile], join(dir, `${member.name}.log`));
    },
    patronictl(args) {
      const result = spawnSync('patronictl', ['-c', members[0]!.configFile, ...args], {
        encoding: 'utf8',
        ...(OWNER ?? {}),
        env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), LANG: 'C.UTF-8' },
        timeout: 60_000,
      });
      return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
    },
    list() {
      const { status, output } = cluster.patronictl(['list', '-f', 'json']);
      if (status !== 0) return [];
      try {
        return (
          JSON.parse(output) as {
            Member: string;
            Role: string;
            State: string;
            TL?: number;
            'Lag in MB'?: number | string;
          }[]
        ).map((row) => ({
          name: row.Member,
          role: row.Role,
          state: row.State,
          timeline: row.TL,
          lag: row['Lag in MB'],
        }));
      } catch {
        return [];
      }
    },
    async leader(except) {
      const answers = await Promise.all(
        members
          .filter((member) => member !== except)
          .map((member) =>
            fetch(`http://127.0.0.1:${member.restPort}/primary`, {
              signal: AbortSignal.timeout(1000),
            }).then(
              (response) => (response.status === 200 ? member : undefined),
              () => undefined, // down or frozen
            ),
          ),
      );
      return answers.find((member) => member !== undefined);
    },
    async waitHealthy(replicas, timeoutMs) {
      const until = Date.now() + timeoutMs;
      let states: MemberState[] = [];
      while (Date.now() < until) {
        states = cluster.list();
        const leaders = states.filter((s) => s.role === 'Leader' && s.state === 'running');
        // Patroni 3.0 lists a replica that replays from the leader as 'running' (later: 'streaming').
        const following = states.filter(
          (s) =>
            s.role !== 'Leader' &&
            ['running', 'streaming'].includes(s.state) &&
            Number(s.lag ?? 0) === 0,
        );
        const sync = states.some((s) => s.role === 'Sync Standby');
        if (leaders.length === 1 && sync && following.length >= replicas) return states;
        await sleep(500);
      }
      throw new Error(
        `the cluster was not healthy within ${timeoutMs} ms: ${states.map((s) => `${s.name} ${s.role} ${s.state}`).join(', ') || 'no members listed'}`,
      );
    },
    postmasterPid(member) {
      return Number(readFileSync(join(member.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    },
    async stop() {
      const procs = [haproxy, ...members.map((m) => m.patroni), ...etcds].filter(
        (p): p is Proc => p !== undefined,
      );
      for (const proc of procs) {
        proc.child.kill('SIGCONT');
        proc.child.kill('SIGKILL');
      }
      await Promise.all(procs.map((p) => (p.child.exitCode === null ? p.exited : undefined)));
      // PostgreSQL outlives a killed Patroni: stop every postmaster that is left.
      for (const member of members) {
        try {
          process.kill(cluster.postmasterPid(member), 'SIGKILL');
        } catch {
          // not running
        }
      }
      await sleep(300);
      if (!process.env.HA_KEEP) rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    for (let i = 0; i < 3; i++) {
      const data = join(dir, `etcd${i + 1}`);
      etcds.push(start('etcd', etcdArgs(ports, i, data), join(dir, `etcd${i + 1}.log`)));
    }
    await waitFor('etcd', 20_000, async () => {
      const answers = await Promise.all(
        ports.etcdClient.map((port) =>
          fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) })
            .then((r) => r.json() as Promise<{ health?: string }>)
            .catch(() => ({ health: 'false' })),
        ),
      );
      return answers.every((a) => a.health === 'true');
    });
    for (let i = 0; i < 3; i++) {
      const name = `pg${i + 1}`;
      const member: Member = {
        name,
        pgPort: ports.pg[i]!,
        restPort: ports.rest[i]!,
        dataDir: join(dir, name),
        configFile: join(dir, `${name}.yml`),
      };
      writeFileSync(
        member.configFile,
        patroniConfig({ dir, archiveDir, ports, index: i, password }),
      );
      if (OWNER) chownSync(member.configFile, OWNER.uid, OWNER.gid);
      members.push(member);
    }
    // The first bootstraps the cluster; the others clone it with pg_basebackup.
    cluster.startPatroni(members[0]!);
    await waitFor('the first member to bootstrap', 60_000, async () =>
      Boolean(await cluster.leader()),
    );
    for (const member of members.slice(1)) cluster.startPatroni(member);
    const haproxyFile = join(dir, 'haproxy.cfg');
    writeFileSync(haproxyFile, haproxyConfig(ports));
    haproxy = start('haproxy', ['-f', haproxyFile, '-db'], join(dir, 'haproxy.log'), false);
    const states = await cluster.waitHealthy(2, 120_000);
    say(
      `HA cluster: etcd ${ports.etcdClient.join(', ')}; Patroni ${members.map((m) => `${m.name} pg :${m.pgPort} rest :${m.restPort}`).join(', ')}; ` +
        `HAProxy :${ports.primary} → primary, :${ports.replicas} → replicas; ${states.map((s) => `${s.name} ${s.role}`).join(', ')}`,
    );
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function waitFor(what: string, timeoutMs: number, test: () => Promise<boolean>) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await test()) return;
    await sleep(250);
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}
