import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.ts';

function findPgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  throw new Error(
    'PostgreSQL server binaries are missing (no /usr/lib/postgresql/*/bin/initdb). ' +
      'Install them with: apt-get install -y postgresql',
  );
}

export interface Cluster {
  url: string;
  /**
   * The CPU seconds the server has used so far: the postmaster's and those of its backends
   * that have ended (Linux; 0 elsewhere). A test run's own processes do not include them.
   */
  cpuSeconds(): number;
  stop(): void;
  /** Stops the server (`pg_ctl stop -m fast`: connections ended), its data kept. */
  stopServer(): void;
  /** Starts it again on the same port and data. */
  startServer(): void;
}

/**
 * A throwaway PostgreSQL cluster on loopback (initdb as the postgres user when run as root), on
 * `port` when given (a shared machine's allotted range), else on a free one.
 */
export async function startCluster(given: { port?: number } = {}): Promise<Cluster> {
  const bin = findPgBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tallysheet-pg-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${command} failed: ${result.stderr || result.stdout || result.error?.message}`,
      );
    }
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  run('initdb', ['-D', data, '--locale=C.UTF-8', '-E', 'UTF8', '-A', 'trust', '-U', 'postgres']);
  const port = given.port ?? (await freePort());
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    cpuSeconds() {
      try {
        const pid = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0];
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // After the command's closing parenthesis: utime, stime, cutime, cstime are fields 14-17.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
      } catch {
        return 0;
      }
    },
    stopServer: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startServer: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
