import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { engine } from './test/harness.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

// An operator reads only the product's log: a refused database must be named with
// PostgreSQL's own code and message, never with the password or the full address.
describe.skipIf(engine !== 'postgres')('fatal start-up errors name their cause', () => {
  it("a database that refuses prints PostgreSQL's code and message, without the URL", () => {
    const url = `${inject('postgresUrl').replace('postgres://postgres@', 'postgres://postgres:s3cret-pw@')}/no_such_database`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
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
