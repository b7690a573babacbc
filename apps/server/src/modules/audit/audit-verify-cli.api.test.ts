import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createAuditSigningKey } from '../../lib/audit-signing-key.ts';
import { createTestClock } from '../../lib/clock.ts';
import { appendTenantUpdates, trailDeps } from '../../test/audit-trail-fixtures.ts';
import { buildTenant } from '../../test/factories.ts';
import { createTestDatabase, engine } from '../../test/harness.ts';
import { nodeArguments } from '../../test/process-entry.ts';
import { pruneTenantAudit } from './retention.service.ts';

const cli = fileURLToPath(new URL('../../cli.ts', import.meta.url));
const JWT_SECRET = 'a-process-test-secret-of-at-least-32-chars';
const SEED = Buffer.alloc(32, 42).toString('base64url');

describe(`the audit-verify command on ${engine}`, () => {
  it('verifies a pruned trail from its signed checkpoint and reports an altered checkpoint', async () => {
    const database = await createTestDatabase({ onDisk: true });
    const cliArguments = await nodeArguments(cli);
    const reopen = () =>
      openDatabase({
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        migrate: false,
      });
    const env = {
      ...process.env,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, JWT_SECRET } : {}),
      AUDIT_SIGNING_KEY: SEED,
    };
    const verify = (tenantId: string) =>
      spawnSync(process.execPath, [...cliArguments, 'audit-verify', '--tenant-id', tenantId], {
        env,
        encoding: 'utf8',
      });
    let tenantId = '';
    try {
      const clock = createTestClock('2020-01-01T00:00:00Z');
      const deps = trailDeps(database.db, clock, createAuditSigningKey(SEED, JWT_SECRET));
      ({ tenantId } = await buildTenant(database.db));
      await appendTenantUpdates(deps, tenantId, 'test', 3);
      clock.set('2023-01-01T00:00:00Z');
      expect(await pruneTenantAudit(deps, { tenantId, years: 1 })).toBe(3);
      await database.db.close();

      const intact = verify(tenantId);
      expect(intact.stdout).toContain(
        `The audit trail of "${tenantId}" is intact: 1 entries since its checkpoint at position 3`,
      );
      expect(intact.status).toBe(0);

      const db = await reopen();
      await db.withSystem('test: the owner edits a checkpoint', async (tx) => {
        await tx.execute(sql`reset role`);
        await tx.execute(sql`update audit_checkpoints set seq = 2 where tenant_id = ${tenantId}`);
      });
      await db.close();
      const broken = verify(tenantId);
      expect(broken.stdout).toMatch(/its checkpoint \S+ does not carry the server's signature/);
      expect(broken.status).toBe(3);
    } finally {
      await database.drop();
    }
  }, 180_000); // two cli processes, each opening the database: slow on a busy machine
});
