import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { engine } from './test/harness.ts';
import { TEST_TMP } from './test/paths.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function dataDir(): string {
  const dir = mkdtempSync(join(TEST_TMP, 'main-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  rmSync(join(dir, 'tallysheet.lock'), { force: true });
  return dir;
}

describe.skipIf(engine !== 'pglite')('the server process', () => {
  it('a bad configuration value stops start-up with a message naming it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: join(TEST_TMP, 'never') },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT="eighty"');
  });

  it('serves health, logs no query strings, and shuts down cleanly on SIGTERM releasing the data directory', async () => {
    const dir = dataDir();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DEMO_TENANT: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const deadline = Date.now() + 30_000;
      let health: Response | undefined;
      while (!health && Date.now() < deadline) {
        health = await fetch(
          `http://127.0.0.1:${port}/api/util/health?code=secret-invite-code`,
        ).catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(health?.status).toBe(200);
      expect(await health!.json()).toEqual({ status: 'ok', db: 'ok' });
      expect(existsSync(join(dir, 'tallysheet.lock'))).toBe(true);

      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('/api/util/health');
      expect(output).toMatch(/"reqId":"[0-9a-f-]{36}"/);
      expect(output).not.toContain('secret-invite-code');
      expect(existsSync(join(dir, 'tallysheet.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the cli creates an internal tenant with a SuperUser, marks a tenant enterprise and lists tenants', () => {
    const dir = dataDir();
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
        env: { ...process.env, DATA_DIR: dir },
        encoding: 'utf8',
      });
    try {
      const created = run(
        'create-internal-tenant',
        '--tenant-id',
        'ops',
        '--name',
        'Ops',
        '--username',
        'root',
        '--email',
        'ops@example.com',
        '--password',
        'Super-user-1!',
      );
      expect(created.stdout).toContain('Created internal tenant "ops" with SuperUser "root"');
      expect(
        run(
          'create-internal-tenant',
          '--tenant-id',
          'ops',
          '--name',
          'Ops',
          '--username',
          'root',
          '--email',
          'ops@example.com',
        ).stderr,
      ).toContain('already exists');
      expect(
        run(
          'create-internal-tenant',
          '--tenant-id',
          'x',
          '--name',
          'X',
          '--username',
          'root',
          '--email',
          'a@example.com',
        ).stderr,
      ).toContain('--tenant-id');
      expect(run('mark-enterprise', '--tenant-id', 'ops', '--off').stdout).toContain(
        'no longer enterprise',
      );
      expect(run('mark-enterprise', '--tenant-id', 'ghost').status).toBe(2);
      const listed = run('list-tenants');
      expect(listed.stdout).toMatch(/ops.*Ops.*true.*false/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
