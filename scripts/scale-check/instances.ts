// Instances of the built server (apps/server/dist/main.js) on loopback ports over one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  buildServer,
  freePort,
  serverBuild,
  serverCommand,
} from '../../apps/server/src/test/processes.ts';

export { freePort };

export const ROOT = resolve(import.meta.dirname, '..', '..');

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Builds the server when dist/main.js is missing or older than the server or contract sources. */
export function ensureBuilt(say: (line: string) => void): void {
  if (!serverBuild().stale) return;
  say('building the server: npm run build -w @tallysheet/server');
  buildServer('quiet');
}

/** Creates database `name` on the cluster (as its superuser) and returns its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${clusterUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return `${clusterUrl}/${name}`;
}

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** Starts the process and waits until GET /api/util/health/ready answers 200. */
  start(): Promise<void>;
  /** Starts the process without waiting. */
  spawn(): void;
  waitReady(timeoutMs?: number): Promise<void>;
  /** `kill -9`, then waits for the process to be gone. */
  kill(): Promise<void>;
  running(): boolean;
  /** The process id while it runs (CPU and memory from /proc). */
  pid(): number | undefined;
  /** The last lines it wrote to stderr (diagnostics). */
  stderr(): string;
}

export function instance(name: string, port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let errors = '';
  const url = `http://127.0.0.1:${port}`;
  const self: Instance = {
    name,
    port,
    url,
    spawn() {
      child = spawn(process.execPath, serverCommand(), {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: String(port),
          HOST: '127.0.0.1',
          STAGE: 'dev',
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-4000);
      });
      const current = child;
      exited = new Promise((done) => current.once('exit', () => done()));
    },
    async waitReady(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (!self.running()) throw new Error(`${name} exited during start-up:\n${errors}`);
        try {
          const response = await fetch(`${url}/api/util/health/ready`);
          if (response.status === 200) return;
        } catch {
          // not listening yet
        }
        await sleep(50);
      }
      throw new Error(`${name} was not ready within ${timeoutMs} ms:\n${errors}`);
    },
    async start() {
      self.spawn();
      await self.waitReady();
    },
    async kill() {
      if (!self.running()) return;
      child!.kill('SIGKILL');
      await exited;
    },
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    pid: () => (self.running() ? child!.pid : undefined),
    stderr: () => errors,
  };
  return self;
}

/** Starts `count` instances named a, b, c… on free ports, all ready. */
export async function startInstances(
  count: number,
  env: Record<string, string>,
): Promise<Instance[]> {
  // Nothing is written there with DATABASE_URL and JWT_SECRET set; removed when the script exits.
  const dataDir = mkdtempSync(join(tmpdir(), 'tallysheet-scale-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const list: Instance[] = [];
  for (let i = 0; i < count; i++)
    list.push(
      instance(String.fromCharCode(97 + i), await freePort(), { DATA_DIR: dataDir, ...env }),
    );
  // One at a time: the first migrates the empty database, the others find it done.
  for (const each of list) await each.start();
  return list;
}
