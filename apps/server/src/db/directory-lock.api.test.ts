import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { TEST_TMP } from '../test/paths.ts';
import { engine } from '../test/harness.ts';
import { nodeArguments } from '../test/process-entry.ts';
import { openDatabase } from './client.ts';
import { DirectoryLockedError } from './directory-lock.ts';

const holder = fileURLToPath(new URL('./test-fixtures/hold-database.ts', import.meta.url));
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(await nodeArguments(holder)), dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`holder exited ${code}: ${errors}`)));
  });
}

describe.skipIf(engine !== 'pglite')('PGlite data directory lock', () => {
  it('refuses a second live process, then takes over the stale lock after a crash', async () => {
    const dir = mkdtempSync(join(TEST_TMP, 'lock-'));
    try {
      cpSync(inject('pgliteTemplate'), dir, { recursive: true });
      rmSync(join(dir, 'tallysheet.lock'), { force: true });
      const child = await holdInAnotherProcess(dir);

      await expect(openDatabase({ dataDir: dir, migrate: false })).rejects.toBeInstanceOf(
        DirectoryLockedError,
      );

      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const db = await openDatabase({ dataDir: dir, migrate: false });
      await db.ping();
      await expect(openDatabase({ dataDir: dir, migrate: false })).rejects.toThrow(/in use/);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
