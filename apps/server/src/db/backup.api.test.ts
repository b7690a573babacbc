import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAuditSigningKey } from '../lib/audit-signing-key.ts';
import { createTestClock } from '../lib/clock.ts';
import { verifyTrail } from '../modules/audit/checkpoint.ts';
import { appendTenantUpdates, trailDeps } from '../test/audit-trail-fixtures.ts';
import {
  buildAssignment,
  buildProject,
  buildTenant,
  buildTimesheet,
  buildUser,
} from '../test/factories.ts';
import { createTestDatabase, engine } from '../test/harness.ts';
import { nodeArguments } from '../test/process-entry.ts';
import { TEST_TMP } from '../test/paths.ts';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup.ts';
import { openDatabase, type Database } from './client.ts';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const JWT_SECRET = 'a-process-test-secret-of-at-least-32-chars';
const auditKey = createAuditSigningKey(undefined, 'a-secret-that-is-long-enough-for-the-app');
const TENANTS = ['north-co', 'south-co'];
const SECRET = 'a-data-dir-secret-that-is-long-enough-0123456789';

/** Rows per tenant in every table that has tenant_id: "table tenant" → count. */
async function rowsPerTenant(db: Database): Promise<Record<string, number>> {
  return db.withSystem('backup test', async (tx) => {
    const tables = (
      (await tx.execute(sql`
        select c.table_schema || '.' || c.table_name as name from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
          and c.table_schema = 'public'
        order by 1`)) as unknown as { rows: { name: string }[] }
    ).rows;
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const result = (await tx.execute(
        sql.raw(`select tenant_id, count(*)::int as n from ${name} group by tenant_id`),
      )) as unknown as { rows: { tenant_id: string; n: number }[] };
      for (const row of result.rows) counts[`${name} ${row.tenant_id}`] = row.n;
    }
    return counts;
  });
}

/** Two tenants with users, a project and its assignment, timesheets and an audit trail. */
async function seed(db: Database) {
  const clock = createTestClock('2026-03-02T09:00:00Z');
  for (const tenantId of TENANTS) {
    await buildTenant(db, { tenantId });
    const user = await buildUser(db, { tenantId, userId: `ann-${tenantId}` });
    await buildUser(db, { tenantId, userId: `bob-${tenantId}`, role: 'admin' });
    const project = await buildProject(db, { tenantId });
    await buildAssignment(db, {
      tenantId,
      userId: user.userId,
      projectId: project.id,
      taskIds: [],
    });
    await buildTimesheet(db, { tenantId, userId: user.userId });
    await buildTimesheet(db, { tenantId, userId: user.userId });
    await appendTenantUpdates(trailDeps(db, clock, auditKey), tenantId, 'seed', 3);
  }
}

/** An empty target of this engine: a new folder, or a new empty database on the cluster. */
async function emptyTarget(): Promise<{ target: BackupTarget; drop(): Promise<void> }> {
  mkdirSync(TEST_TMP, { recursive: true });
  const dataDir = mkdtempSync(join(TEST_TMP, 'restore-'));
  const dropDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') return { target: { dataDir }, drop: dropDir };
  const base = inject('postgresUrl');
  const name = `r_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  return {
    target: { dataDir, databaseUrl: `${base}/${name}` },
    drop: async () => {
      await dropDir();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe(`backup and restore on ${engine}`, () => {
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let restored: Awaited<ReturnType<typeof emptyTarget>>;
  let before: Record<string, number>;
  let scratch: string;
  const sourceTarget = (): BackupTarget => ({
    dataDir: source.dataDir,
    databaseUrl: source.databaseUrl,
  });

  beforeAll(async () => {
    source = await createTestDatabase({ onDisk: true });
    await seed(source.db);
    before = await rowsPerTenant(source.db);
    scratch = mkdtempSync(join(TEST_TMP, 'backups-'));
    restored = await emptyTarget();
    // An on-disk database, migrated and seeded: a ceiling for a busy machine, not a target.
  }, 120_000);
  afterAll(async () => {
    await source?.db.close().catch(() => undefined);
    await source?.drop();
    await restored?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it.runIf(engine === 'pglite')(
    'a PGlite backup is refused while a server holds the data directory, saying to stop it',
    async () => {
      // This process holds it open, as a running server would.
      await expect(backupDatabase(sourceTarget(), join(scratch, 'open.tgz'))).rejects.toThrow(
        /in use by another Tallysheet process[\s\S]*backed up and restored with the server stopped/,
      );
      await source.db.close();
      // A lock file naming another live process (the server's) refuses it alike.
      writeFileSync(
        join(source.dataDir, 'tallysheet.lock'),
        JSON.stringify({ pid: process.ppid, since: '2026-03-02T09:00:00Z' }),
      );
      await expect(backupDatabase(sourceTarget(), join(scratch, 'open.tgz'))).rejects.toThrow(
        `(pid ${process.ppid})`,
      );
      rmSync(join(source.dataDir, 'tallysheet.lock'));
    },
  );

  it('a backup restored into an empty target brings back every row of every tenant, and the audit chains verify', async () => {
    const file = join(scratch, 'tallysheet.backup');
    // PGlite without JWT_SECRET: the secret that seals TOTP keys lives in DATA_DIR.
    if (engine === 'pglite') writeFileSync(join(source.dataDir, 'jwt-secret'), SECRET);
    const { bytes } = await backupDatabase(sourceTarget(), file);
    expect(bytes).toBeGreaterThan(0);

    const result = await restoreDatabase(restored.target, file);
    expect(result).toEqual({ engine, tenants: TENANTS.length });
    if (engine === 'pglite')
      expect(readFileSync(join(restored.target.dataDir, 'jwt-secret'), 'utf8')).toBe(SECRET);

    // The restore opened it as the server does (migrating); here it is read as it is.
    const db = await openDatabase({ ...restored.target, poolSize: 2, migrate: false });
    try {
      const after = await rowsPerTenant(db);
      expect(after).toEqual(before);
      for (const tenantId of TENANTS) {
        expect(before[`public.timesheets ${tenantId}`]).toBe(2);
        expect(await verifyTrail(db, auditKey, tenantId)).toMatchObject({
          valid: true,
          entries: 3,
        });
      }
      // Row-level security came back with the rows: one tenant sees only its own.
      const seen = await db.withTenant(TENANTS[0]!, (tx) =>
        tx.execute(sql`select count(*)::int as n from users`),
      );
      expect((seen as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    } finally {
      await db.close();
    }
    // A backup, a restore that opens and migrates what it restored, and a second open to read
    // it: a ceiling for a busy machine (seen at 35 s under load), not a target.
  }, 120_000);

  // The cli's own part (options, messages, exit codes) is the same on both engines: run once.
  it.runIf(engine === 'pglite')(
    'the cli backs up and restores, and a refused restore exits with 2 and says why',
    async () => {
      const cliArguments = await nodeArguments(cli);
      const run = (target: BackupTarget, ...args: string[]) =>
        spawnSync(process.execPath, [...cliArguments, ...args], {
          encoding: 'utf8',
          env: {
            ...process.env,
            DATA_DIR: target.dataDir,
            ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl, JWT_SECRET } : {}),
          },
        });
      const file = join(scratch, 'cli.backup');
      const backup = run(sourceTarget(), 'backup', '--out', file);
      expect(backup.stdout).toMatch(/^Backed up the (PGlite|PostgreSQL) database to .*cli\.backup/);
      expect(backup.status).toBe(0);
      const empty = await emptyTarget();
      try {
        const restore = run(empty.target, 'restore', '--from', file);
        expect(restore.stdout).toBe(
          `Restored ${file}: ${TENANTS.length} tenants. The server can start on it.\n`,
        );
        expect(restore.status).toBe(0);
        const again = run(empty.target, 'restore', '--from', file);
        expect(again.stderr).toMatch(/already holds a database|is not empty/);
        expect(again.status).toBe(2);
      } finally {
        await empty.drop();
      }
    },
    // Three processes, each opening the database: a ceiling for a busy machine, not a target.
    180_000,
  );

  it('a restore into a target that already holds a database is refused and changes nothing', async () => {
    const file = join(scratch, 'tallysheet.backup');
    await expect(restoreDatabase(restored.target, file)).rejects.toThrow(
      engine === 'pglite'
        ? /already holds a database.*restore into an empty DATA_DIR/
        : /is not empty .*restore into an empty database/,
    );
  });

  it('a backup does not overwrite an existing file, and a restore refuses a file that is no backup', async () => {
    const existing = join(scratch, 'tallysheet.backup');
    await expect(backupDatabase(sourceTarget(), existing)).rejects.toThrow(
      `--out: ${existing} already exists`,
    );
    const other = join(scratch, 'notes.txt');
    writeFileSync(other, 'not a backup');
    const empty = await emptyTarget();
    try {
      await expect(restoreDatabase(empty.target, other)).rejects.toThrow(
        'is not a Tallysheet backup',
      );
    } finally {
      await empty.drop();
    }
  });
});

// Set-up 3 of docs/operating.md: the server's user is no superuser, owns the database, and is
// bound by the row-level security forced on its own tables; its backup must still hold every
// tenant's rows.
describe.runIf(engine === 'postgres')('backup and restore as the server user, no superuser', () => {
  const suffix = randomBytes(4).toString('hex');
  const owner = `bk_owner_${suffix}`;
  const outsider = `bk_outsider_${suffix}`;
  const databases = [`bk_src_${suffix}`, `bk_dst_${suffix}`];
  let scratch: string;
  const base = () => inject('postgresUrl');
  const urlAs = (user: string, database: string) =>
    `${base().replace('postgres://postgres@', `postgres://${user}@`)}/${database}`;
  const asSuperuser = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: `${base()}/postgres` });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    scratch = mkdtempSync(join(TEST_TMP, 'backups-'));
    await asSuperuser(
      `CREATE ROLE ${owner} LOGIN`,
      `GRANT tallysheet_app, tallysheet_system TO ${owner}`,
      `CREATE ROLE ${outsider} LOGIN`,
      ...databases.map((name) => `CREATE DATABASE ${name} OWNER ${owner}`),
    );
  });
  afterAll(async () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await asSuperuser(
      ...databases.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      `DROP ROLE IF EXISTS ${outsider}`,
      `DROP ROLE IF EXISTS ${owner}`,
    );
  });

  it("the server's user backs up every tenant's rows and restores them; another user is refused", async () => {
    const source = { dataDir: scratch, databaseUrl: urlAs(owner, databases[0]!) };
    const db = await openDatabase({ ...source, poolSize: 2 });
    let before: Record<string, number>;
    try {
      for (const tenantId of TENANTS) {
        await buildTenant(db, { tenantId });
        await buildUser(db, { tenantId, userId: `ann-${tenantId}` });
      }
      before = await rowsPerTenant(db);
    } finally {
      await db.close();
    }
    await expect(
      backupDatabase(
        { dataDir: scratch, databaseUrl: urlAs(outsider, databases[0]!) },
        join(scratch, 'outsider.backup'),
      ),
    ).rejects.toThrow('can see only some rows (row-level security)');

    const file = join(scratch, 'owner.backup');
    await backupDatabase(source, file);
    const target = { dataDir: scratch, databaseUrl: urlAs(owner, databases[1]!) };
    expect(await restoreDatabase(target, file)).toEqual({ engine, tenants: TENANTS.length });
    const restored = await openDatabase({ ...target, poolSize: 2, migrate: false });
    try {
      expect(await rowsPerTenant(restored)).toEqual(before);
      expect(before[`public.users ${TENANTS[1]}`]).toBe(1);
    } finally {
      await restored.close();
    }
  });
});
