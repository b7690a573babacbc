import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { engine } from './test/harness.ts';
import { TEST_TMP } from './test/paths.ts';
import { nodeArguments } from './test/process-entry.ts';
import { freePort } from './test/processes.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

const JWT_SECRET = 'a-process-test-secret-of-at-least-32-chars';

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: `${inject('postgresUrl')}/postgres` });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/**
 * A migrated database of the file's engine for a server or cli process, named by its
 * environment: a copy of the PGlite template in DATA_DIR, or a PostgreSQL database made from
 * the cluster's template (with the JWT_SECRET that DATABASE_URL requires).
 */
async function processDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  mkdirSync(TEST_TMP, { recursive: true });
  const dir = mkdtempSync(join(TEST_TMP, 'main-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (engine === 'pglite') {
    cpSync(inject('pgliteTemplate'), dir, { recursive: true });
    rmSync(join(dir, 'tallysheet.lock'), { force: true });
    return { env: { DATA_DIR: dir }, drop: async () => removeDir() };
  }
  const name = `main_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE tallysheet_template STRATEGY FILE_COPY`);
  return {
    env: { DATA_DIR: dir, DATABASE_URL: `${inject('postgresUrl')}/${name}`, JWT_SECRET },
    drop: async () => {
      removeDir();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe(`the server process on ${engine}`, () => {
  it('a bad configuration value stops start-up with a message naming it', async () => {
    // Each engine its own mistake: a bad port, or a database URL without the shared JWT secret.
    const [env, named] =
      engine === 'pglite'
        ? [{ PORT: 'eighty', DATA_DIR: join(TEST_TMP, 'never') }, 'PORT="eighty"']
        : [{ DATABASE_URL: `${inject('postgresUrl')}/never`, JWT_SECRET: '' }, 'JWT_SECRET'];
    const result = spawnSync(process.execPath, await nodeArguments(main), {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(named);
  });

  it('serves health, logs no query strings, warns of the mailbox, and shuts down cleanly on SIGTERM releasing the data directory', async () => {
    const database = await processDatabase();
    const dir = database.env.DATA_DIR!;
    const lock = join(dir, 'tallysheet.lock');
    const port = await freePort();
    const child = spawn(process.execPath, await nodeArguments(main), {
      env: {
        ...process.env,
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_TENANT: 'false',
        LOG_LEVEL: 'info',
        STAGE: 'local',
        SMTP_URL: '',
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
      // Only the embedded database locks its directory.
      expect(existsSync(lock)).toBe(engine === 'pglite');
      const mailbox = await fetch(`http://127.0.0.1:${port}/api/util/dev-mailbox`);
      expect(mailbox.status).toBe(200);

      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('/api/util/health');
      expect(output).toMatch(/"reqId":"[0-9a-f-]{36}"/);
      expect(output).not.toContain('secret-invite-code');
      expect(output).toContain('answers requests from this machine (loopback) only');
      expect(existsSync(lock)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await database.drop();
    }
  }, 60_000);

  it('the cli creates an internal tenant with a SuperUser, the demo tenant once, marks a tenant enterprise and lists tenants', async () => {
    const database = await processDatabase();
    const cliArguments = await nodeArguments(cli);
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [...cliArguments, ...args], {
        env: { ...process.env, ...database.env },
        encoding: 'utf8',
      });
    try {
      const ops = [
        'create-internal-tenant',
        '--tenant-id',
        'ops',
        '--name',
        'Ops',
        '--username',
        'root',
        '--email',
        'ops@example.com',
      ];
      const created = run(...ops, '--password', 'Super-user-1!');
      expect(created.stdout).toContain('Created internal tenant "ops" with SuperUser "root"');
      expect(run(...ops).stderr).toContain('already exists');
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
      // The operator's own tenant is not a customer: the demo tenant is still for a new database.
      expect(run('create-demo-tenant').stdout).toContain('Demo tenant created.');
      const again = run('create-demo-tenant');
      expect(again.status).toBe(2);
      expect(again.stderr).toContain('The database has customer tenants');
      const listed = run('list-tenants');
      expect(listed.stdout).toMatch(/ops.*Ops.*true.*false/);
      expect(listed.stdout).toMatch(/demo.*Demo Consulting.*false.*false.*active/);
    } finally {
      await database.drop();
    }
  }, 240_000); // eight cli processes, each opening the database: slow on a busy machine
});
