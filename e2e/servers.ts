// Starts the browser tests' app servers (e2e/playwright.config.ts) side by side, from one migrated
// PGlite template, and answers GET /health on READY_PORT once every one of them answers its own.
// Playwright starts its web servers one after another, each migrating a database of its own; here
// the migrations run once and the servers start together (both cores busy, not one).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverCommand } from '../apps/server/src/test/processes.ts';

export interface AppServer {
  /** For the log. */
  name: string;
  port: number;
  env: Record<string, string>;
  /** A cli command run before the server starts (its failure, e.g. on a reused data directory, is ignored). */
  cli?: string[];
}

const DIST = fileURLToPath(new URL('../apps/server/dist/', import.meta.url));
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as AppServer[];
const readyPort = Number(process.env.READY_PORT);
const children: ChildProcess[] = [];
const started = Date.now();
/** Where the start-up's time goes, on stderr (Playwright shows a web server's stderr). */
const log = (what: string) =>
  process.stderr.write(`e2e servers: ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});

/**
 * One data directory migrated by the cli (which migrates whatever it opens) and given the demo
 * tenant, copied into each server's data directory that does not exist yet: the demo is seeded
 * once, not by each server at its start (five seedings side by side were most of the minute
 * before the first test). A directory left from an earlier run is used as it is, as before; a
 * template left from an earlier run is migrated forward when opened. The demo's mails wait in
 * each copy's outbox for that server to send; their links carry the template's APP_URL, and
 * the tests read only their tokens.
 */
function prepareDataDirectories() {
  const fresh = servers.filter((server) => !existsSync(resolve(server.env.DATA_DIR!)));
  if (fresh.length === 0) return;
  const template = resolve(`${fresh[0]!.env.DATA_DIR}-template`);
  const command = existsSync(template) ? 'list-tenants' : 'create-demo-tenant';
  const migrated = spawnSync(process.execPath, [join(DIST, 'cli.js'), command], {
    env: { ...process.env, DATA_DIR: template, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (migrated.status !== 0)
    throw new Error(`preparing the e2e template database (cli ${command}) failed`);
  log(command === 'list-tenants' ? 'template migrated' : 'template migrated, demo tenant seeded');
  for (const server of fresh) {
    const dir = resolve(server.env.DATA_DIR!);
    cpSync(template, dir, { recursive: true });
    rmSync(join(dir, 'tallysheet.lock'), { force: true });
  }
  log(`template copied ${fresh.length} times`);
}

function runCli(server: AppServer) {
  if (!server.cli) return Promise.resolve();
  return new Promise<void>((done) => {
    const child = spawn(process.execPath, [join(DIST, 'cli.js'), ...server.cli!], {
      env: { ...process.env, ...server.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    child.on('close', () => done());
  });
}

async function healthy(port: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/util/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`the e2e server on port ${port} did not answer within ${timeoutMs / 1000} s`);
}

async function start(server: AppServer) {
  await runCli(server);
  if (server.cli) log(`${server.name}: cli done`);
  const child = spawn(process.execPath, serverCommand(join(DIST, 'main.js')), {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      process.stderr.write(`e2e server ${server.name} stopped (${signal ?? code})\n`);
      stopAll();
      process.exit(1);
    }
  });
  await healthy(server.port, 240_000);
  log(`${server.name}: answering`);
}

prepareDataDirectories();
await Promise.all(servers.map(start));
createServer((request, response) => {
  response.statusCode = request.url === '/health' ? 200 : 404;
  response.end('ok');
}).listen(readyPort, '127.0.0.1');
