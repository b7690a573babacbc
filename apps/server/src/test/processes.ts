// Helpers for tests and tools that run the server as a process: a free port, and whether the
// built server (apps/server/dist/main.js) is older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../node-flags.ts';
import { SERVER_ROOT } from '../paths.ts';

const REPO_ROOT = join(SERVER_ROOT, '..', '..');
export const SERVER_DIST_MAIN = join(SERVER_ROOT, 'dist', 'main.js');

/** Node's arguments for the built server, as `npm start` runs it: its flags, then main.js. */
export const serverCommand = (main = SERVER_DIST_MAIN): string[] => [...SERVER_NODE_FLAGS, main];

/** A port nobody listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** When the server was built (ms), or null; `stale` when its or the contract's sources are newer. */
export function serverBuild(): { builtAt: number | null; stale: boolean } {
  if (!existsSync(SERVER_DIST_MAIN)) return { builtAt: null, stale: true };
  const builtAt = statSync(SERVER_DIST_MAIN).mtimeMs;
  const sources = Math.max(
    newest(join(SERVER_ROOT, 'src')),
    newest(join(REPO_ROOT, 'packages', 'contract', 'src')),
  );
  return { builtAt, stale: sources > builtAt };
}

/** Builds the server (`npm run build -w @tallysheet/server`); throws when the build fails. */
export function buildServer(stdio: 'inherit' | 'quiet' = 'inherit'): void {
  const built = spawnSync('npm', ['run', 'build', '-w', '@tallysheet/server'], {
    cwd: REPO_ROOT,
    stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the server build failed');
}
