// Point-in-time recovery (issue 32 §3): a base backup of the leader, WAL archived to a
// directory by every leader (archive_command), and a recovery to a timestamp between two writes.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Verdict } from '../scale-check/context.ts';
import { call } from '../scale-check/http.ts';
import { sleep } from '../scale-check/instances.ts';
import { CLIENTS } from './load.ts';
import { tenantWithToken, type HaContext } from './checks-failover.ts';
import { freePorts, OWNER, PG_BIN } from './cluster.ts';

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(join(PG_BIN, command), args, {
    encoding: 'utf8',
    ...(OWNER ?? {}),
    env: { PATH: process.env.PATH ?? '', LANG: 'C.UTF-8', ...env },
    timeout: 120_000,
  });
  if (result.status !== 0)
    throw new Error(
      `${command} failed: ${result.stderr || result.stdout || result.error?.message}`,
    );
  return result.stdout;
}

async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function pointInTimeRecovery(ctx: HaContext): Promise<Verdict> {
  const { cluster, instances } = ctx;
  const leader = await cluster.leader();
  if (!leader) throw new Error('no leader');
  const base = join(cluster.dir, 'pitr');
  // 1. The base backup, taken online from the leader (the replication user, as a standby would).
  run(
    'pg_basebackup',
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(leader.pgPort),
      '-U',
      'replicator',
      '-D',
      base,
      '-X',
      'stream',
      '-c',
      'fast',
    ],
    { PGPASSWORD: `${cluster.password}-replication` },
  );
  // 2. Two writes through the product, the target timestamp between them.
  const { tenantId, token } = await tenantWithToken(instances, 'pitr', '198.51.100.12');
  const create = async (name: string) => {
    const answer = await call(instances[0]!.url, CLIENTS, {
      method: 'POST',
      token,
      body: { name },
    });
    if (answer.status !== 201) throw new Error(`create ${name}: ${answer.status}`);
  };
  await create('Before the target');
  await sleep(1000);
  const [{ target }] = (await query<{ target: string }>(
    cluster.primaryUrl('postgres'),
    'select clock_timestamp()::text as target',
  )) as [{ target: string }];
  await sleep(1000);
  await create('After the target');
  // 3. The WAL holding both is closed and archived.
  const [{ segment }] = (await query<{ segment: string }>(
    cluster.primaryUrl('postgres'),
    'select pg_walfile_name(pg_switch_wal()) as segment',
  )) as [{ segment: string }];
  const until = Date.now() + 30_000;
  while (!existsSync(join(cluster.archiveDir, segment)) && Date.now() < until) await sleep(200);
  const archived = existsSync(join(cluster.archiveDir, segment));
  // 4. Recovery of the base backup to the target on a port of its own.
  const [port] = await freePorts(25050, 25100, 1);
  writeFileSync(join(base, 'recovery.signal'), '');
  appendFileSync(
    join(base, 'postgresql.auto.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${cluster.dir}'`,
      `hba_file = '${base}/pg_hba.conf'`,
      `ident_file = '${base}/pg_ident.conf'`,
      `archive_mode = off`,
      `synchronous_standby_names = ''`,
      `primary_conninfo = ''`,
      `primary_slot_name = ''`,
      `restore_command = 'cp ${cluster.archiveDir}/%f %p'`,
      `recovery_target_time = '${target}'`,
      `recovery_target_action = 'promote'`,
      '',
    ].join('\n'),
  );
  const started = Date.now();
  run('pg_ctl', ['-D', base, '-l', join(cluster.dir, 'pitr.log'), '-w', '-t', '120', 'start']);
  const url = `postgres://postgres:${cluster.password}@127.0.0.1:${port}/tallysheet`;
  try {
    let recovering = true;
    while (recovering && Date.now() - started < 60_000) {
      const [row] = await query<{ r: boolean }>(url, 'select pg_is_in_recovery() as r');
      recovering = row!.r;
      if (recovering) await sleep(300);
    }
    const tookMs = Date.now() - started;
    const rows = await query<{ name: string }>(
      url,
      'select name from clients where tenant_id = $1 order by name',
      [tenantId],
    );
    const names = rows.map((r) => r.name);
    const ok =
      archived &&
      !recovering &&
      names.includes('Before the target') &&
      !names.includes('After the target');
    return {
      ok,
      line:
        `point-in-time recovery: base backup of ${leader.name} (pg_basebackup), two creates ` +
        `around ${target}, WAL segment ${segment} ${archived ? 'archived' : 'NOT archived'}; ` +
        `recovered to ${target} in ${(tookMs / 1000).toFixed(1)} s: the tenant's clients are ` +
        `[${names.join(', ')}] (expected the write before the target only)`,
    };
  } finally {
    spawnSync(join(PG_BIN, 'pg_ctl'), ['-D', base, '-m', 'immediate', '-w', 'stop'], {
      ...(OWNER ?? {}),
      stdio: 'ignore',
    });
  }
}
