// Product and floor as child processes on loopback ports, each against its own data directory
// (PGlite) or the same database (PostgreSQL).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import {
  buildServer,
  freePort,
  serverBuild,
  serverCommand,
} from '../apps/server/src/test/processes.ts';

export { freePort };
export const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'apps', 'server');

export interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** How the product runs: the built bundle (built first when missing or `rebuild`), or its source. */
export function productCommand(options: { source: boolean; rebuild: boolean }): {
  args: string[];
  describe: string;
} {
  if (options.source)
    return {
      args: ['--import', 'tsx', join(SERVER, 'src', 'main.ts')],
      describe: 'source (node --import tsx apps/server/src/main.ts)',
    };
  if (options.rebuild || serverBuild().builtAt === null) {
    process.stdout.write('building the product: npm run build -w @tallysheet/server\n');
    buildServer();
  }
  const build = serverBuild();
  const built = build.builtAt!;
  const stale = build.stale ? ' -- OLDER than the sources: pass --build to rebuild' : '';
  return {
    args: serverCommand(),
    describe: `build (node ${serverCommand('apps/server/dist/main.js').join(' ')}, built ${new Date(built).toISOString()}${stale})`,
  };
}

/**
 * Another build of the product to measure beside it: a built `main.js`, or a commit, exported with
 * `git archive` to a temporary folder (reused), linked to this checkout's node_modules and built.
 */
export function baselineMain(refOrMain: string): string {
  if (refOrMain.endsWith('.js')) return resolve(refOrMain);
  const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const sha = git(['rev-parse', '--short', `${refOrMain}^{commit}`]).stdout.trim();
  if (!sha) throw new Error(`--baseline ${refOrMain}: neither a main.js nor a commit`);
  const dir = join(tmpdir(), `tallysheet-baseline-${sha}`);
  const main = join(dir, 'apps', 'server', 'dist', 'main.js');
  if (existsSync(main)) return main;
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (archive.status !== 0) throw new Error(`git archive ${sha} failed`);
  if (!existsSync(join(dir, 'node_modules')))
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  process.stdout.write(`building the baseline ${sha} in ${dir}\n`);
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: join(dir, 'apps', 'server'),
    env: { ...process.env, GIT_COMMIT: sha },
    stdio: 'inherit',
  });
  if (built.status !== 0 || !existsSync(main)) throw new Error(`the baseline build failed`);
  return main;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`not up after 60 s:\n${output()}`);
}

/** Starts `node <args>` with `env`, and waits until `health` answers. Output is dropped. */
export async function startServer(options: {
  name: string;
  args: string[];
  env: Record<string, string>;
  health: string;
}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    // stdout (the product's request log) goes to /dev/null; stderr is kept for start-up errors.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitUntilUp(`${url}${options.health}`, child, () => stderr);
  } catch (error) {
    await stop();
    throw new Error(`${options.name}: ${(error as Error).message}`);
  }
  return { name: options.name, url, pid: child.pid!, stop };
}
