import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startCluster, type Cluster } from '../test/postgres-cluster.ts';
import { engine } from '../test/harness.ts';
import { createAuditSigningKey } from '../lib/audit-signing-key.ts';
import { createTestClock } from '../lib/clock.ts';
import { verifyTrail } from '../modules/audit/checkpoint.ts';
import { pruneTenantAudit } from '../modules/audit/retention.service.ts';
import { appendTenantUpdates, trailDeps } from '../test/audit-trail-fixtures.ts';
import { openDatabase } from './client.ts';
import { tenants } from './schema/index.ts';

// The three set-ups docs/operating.md documents, each on a cluster where the roles start
// out missing, as an operator meets them: a superuser; a login role with CREATEROLE; and a
// plain login role to which a DBA granted tallysheet_app and tallysheet_system.
describe.skipIf(engine !== 'postgres')('documented PostgreSQL set-ups', () => {
  let cluster: Cluster;
  const base = () => cluster.url.replace('postgres://postgres@', '');

  async function asSuperuser(statements: string[]) {
    const client = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  }

  /** Migrates a new database as `user` and proves both transaction paths work. */
  async function startAs(user: string, database: string) {
    const db = await openDatabase({
      dataDir: '',
      databaseUrl: `postgres://${user}@${base()}/${database}`,
      poolSize: 2,
    });
    try {
      const tenantId = `t-${randomBytes(3).toString('hex')}`;
      await db.withSystem('set-up test', (tx) =>
        tx.insert(tenants).values({ tenantId, name: 'Set-up Ltd' }),
      );
      const seen = await db.withTenant(tenantId, (tx) =>
        tx.execute(sql`select count(*)::int as n from tenants`),
      );
      expect((seen as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
      await pruneWorks(db, tenantId);
    } finally {
      await db.close();
    }
  }

  /**
   * The audit trail's pruning function runs as the migrating role, which row-level security
   * binds too when it is no superuser: it cuts old entries and the chain verifies after.
   */
  async function pruneWorks(db: Awaited<ReturnType<typeof openDatabase>>, tenantId: string) {
    const clock = createTestClock('2020-01-01T00:00:00Z');
    const auditKey = createAuditSigningKey(undefined, 'a-secret-that-is-long-enough-for-the-app');
    const deps = trailDeps(db, clock, auditKey);
    await appendTenantUpdates(deps, tenantId, 'set-up', 2);
    clock.set('2023-01-01T00:00:00Z');
    expect(await pruneTenantAudit(deps, { tenantId, years: 1 })).toBe(2);
    expect(await verifyTrail(db, deps.auditKey, tenantId)).toMatchObject({
      valid: true,
      entries: 1,
    });
  }

  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('a login role with CREATEROLE creates the roles on first start and grants itself', async () => {
    await asSuperuser([
      'CREATE ROLE ts_creator LOGIN CREATEROLE',
      'CREATE DATABASE ts_creator_db OWNER ts_creator',
    ]);
    await startAs('ts_creator', 'ts_creator_db');
  });

  it('a plain login role starts when a DBA created the roles and granted them, as documented', async () => {
    await asSuperuser([
      // The DBA's statements of docs/operating.md (the roles may already exist in the cluster).
      `DO $$ BEGIN
         IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tallysheet_app') THEN
           CREATE ROLE tallysheet_app NOLOGIN NOINHERIT; END IF;
         IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tallysheet_system') THEN
           CREATE ROLE tallysheet_system NOLOGIN NOINHERIT; END IF;
       END $$`,
      'CREATE ROLE ts_plain LOGIN',
      'GRANT tallysheet_app, tallysheet_system TO ts_plain',
      'CREATE DATABASE ts_plain_db OWNER ts_plain',
    ]);
    await startAs('ts_plain', 'ts_plain_db');
    // Restarting migrates nothing and still starts.
    await startAs('ts_plain', 'ts_plain_db');
  });

  it('a superuser starts on an empty database', async () => {
    await asSuperuser(['CREATE DATABASE ts_super_db']);
    await startAs('postgres', 'ts_super_db');
  });
});
