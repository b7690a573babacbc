import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { engine } from './test/harness.ts';
import { TEST_TMP } from './test/paths.ts';
import { nodeArguments } from './test/process-entry.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

// An operator reads only the product's log: a refused database must be named with
// PostgreSQL's own code and message, never with the password or the full address.
describe.skipIf(engine !== 'postgres')('fatal start-up errors name their cause', () => {
  it("a database that refuses prints PostgreSQL's code and message, without the URL", async () => {
    const url = `${inject('postgresUrl').replace('postgres://postgres@', 'postgres://postgres:s3cret-pw@')}/no_such_database`;
    const result = spawnSync(process.execPath, await nodeArguments(main), {
      env: {
        ...process.env,
        DATABASE_URL: url,
        JWT_SECRET: 'a-test-secret-that-is-at-least-32-chars',
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot open the database');
    expect(result.stderr).toContain('[3D000] database "no_such_database" does not exist');
    expect(result.stderr).not.toContain('s3cret-pw');
    expect(result.stderr).not.toContain(url);
  });
});

// Issue 26: settings that would weaken a production deployment are refused or named at start.
// These processes never open the file's engine (the first stops at its configuration, the second
// opens PGlite: DATABASE_URL empty), so they run once, with the PGlite run, not again with the
// PostgreSQL one.
describe.skipIf(engine !== 'pglite')('start-up refuses or warns about unsafe settings', () => {
  it('BILLING_PROVIDER=local with STAGE=prod refuses to start, naming both variables', async () => {
    const result = spawnSync(process.execPath, await nodeArguments(main), {
      env: { ...process.env, STAGE: 'prod', BILLING_PROVIDER: 'local', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('BILLING_PROVIDER=local: not allowed with STAGE=prod');
  });

  it('TRUST_PROXY=true starts with a warning naming the risk', async () => {
    // A copy of the migrated template: what is tested is the warning, not a first migration.
    mkdirSync(TEST_TMP, { recursive: true });
    const dataDir = mkdtempSync(join(TEST_TMP, 'trust-proxy-'));
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    rmSync(join(dataDir, 'tallysheet.lock'), { force: true });
    const child = spawn(process.execPath, await nodeArguments(main), {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        TRUST_PROXY: 'true',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DEMO_TENANT: 'false',
      },
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no start-up within 60 s:\n${output}`)),
          60_000,
        );
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('is serving')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', () => {
          clearTimeout(timer);
          reject(new Error(`exited before serving:\n${output}`));
        });
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('close', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
    const warning = output.split('\n').find((line) => line.includes('TRUST_PROXY=true'));
    expect(warning).toContain('"level":40');
    expect(warning).toContain('trusts every proxy hop');
    expect(warning).toContain('X-Forwarded-For');
  }, 90_000);
});
