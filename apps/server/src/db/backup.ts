// Backups that restore (`npm run cli -- backup` / `restore`): on PGlite a gzipped tar of DATA_DIR's
// database folder (PGlite's dumpDataDir) and secret, taken with the server stopped; on PostgreSQL
// a pg_dump custom-format archive of the product's database, restored with pg_restore. A
// restore goes into an empty target only, and ends by opening the database as the server does.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
} from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { openDatabase, pgliteDirOf } from './client.ts';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts';
import { findPgProgram, libpqTarget } from './pg-programs.ts';
import { extractTar, readTar, writeTar, type TarEntry } from './tar.ts';

/** A backup or restore that cannot go ahead: the message says why and what to do. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

export interface BackupTarget {
  /** PGlite's folder (DATA_DIR): the database is DATA_DIR/pglite. */
  dataDir: string;
  /** PostgreSQL: the product's database; when set, PGlite is not used. */
  databaseUrl?: string;
}

export interface BackupResult {
  engine: 'pglite' | 'postgres';
  bytes: number;
}

export interface RestoreResult {
  engine: 'pglite' | 'postgres';
  /** Tenants in the restored database, counted once the product has opened it. */
  tenants: number;
}

/** Writes a backup of the target's database to `out` (a new file). */
export async function backupDatabase(target: BackupTarget, out: string): Promise<BackupResult> {
  if (existsSync(out))
    throw new BackupRefusedError(`--out: ${out} already exists; give a new file name.`);
  // Written beside the target name and renamed when complete: a failed backup leaves no file
  // that looks whole.
  const partial = `${out}.partial`;
  try {
    const bytes = target.databaseUrl
      ? await dumpPostgres(target.databaseUrl, partial)
      : await dumpPglite(target.dataDir, partial);
    renameSync(partial, out);
    return { engine: target.databaseUrl ? 'postgres' : 'pglite', bytes };
  } finally {
    await rm(partial, { force: true });
  }
}

/** Restores the backup `from` into the target, which must hold no database yet. */
export async function restoreDatabase(target: BackupTarget, from: string): Promise<RestoreResult> {
  if (!existsSync(from)) throw new BackupRefusedError(`--from: ${from} does not exist.`);
  const kind = backupKind(from);
  if (kind === 'unknown')
    throw new BackupRefusedError(
      `--from: ${from} is not a Tallysheet backup (neither a PGlite backup nor a pg_dump archive).`,
    );
  if (kind === 'postgres' && !target.databaseUrl)
    throw new BackupRefusedError(
      `${from} is a PostgreSQL backup (pg_dump): set DATABASE_URL to an empty database to restore it.`,
    );
  if (kind === 'pglite' && target.databaseUrl)
    throw new BackupRefusedError(
      `${from} is a PGlite backup: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`,
    );
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, from);
  else await restorePglite(target.dataDir, from);
  return { engine: kind, tenants: await openAndCountTenants(target) };
}

/** What a backup file holds, from its first bytes. */
function backupKind(file: string): 'pglite' | 'postgres' | 'unknown' {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (read >= 5 && head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return 'unknown';
}

/** The product opens the restored database (migrating it, if the backup is older) and counts. */
async function openAndCountTenants(target: BackupTarget): Promise<number> {
  const db = await openDatabase({
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    poolSize: 1,
  });
  try {
    const result = await db.withSystem('restore check', (tx) =>
      tx.execute(sql`select count(*)::int as n from tenants`),
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
}

/**
 * Takes DATA_DIR's lock for the time of `work`: PGlite has one process at a time, so a backup
 * or restore of a directory a running server holds is refused, not taken from under it.
 */
async function withDirectory<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = acquireDirectoryLock(resolve(dataDir));
  } catch (error) {
    if (error instanceof DirectoryLockedError)
      throw new BackupRefusedError(
        `${error.message} PGlite's database is backed up and restored with the server stopped.`,
      );
    throw error;
  }
  try {
    return await work();
  } finally {
    release();
  }
}

/** DATA_DIR's secret when JWT_SECRET is unset (lib/jwt-secret.ts): sessions, sealed TOTP keys. */
const SECRET_FILE = 'jwt-secret';

async function dumpPglite(dataDir: string, out: string): Promise<number> {
  const pgDir = pgliteDirOf(dataDir);
  if (!existsSync(join(pgDir, 'PG_VERSION')))
    throw new BackupRefusedError(`DATA_DIR ${resolve(dataDir)} holds no database to back up.`);
  return withDirectory(dataDir, async () => {
    // Our lock is held, so a postmaster.pid in the folder is from a process that died.
    await rm(join(pgDir, 'postmaster.pid'), { force: true });
    const client = await PGlite.create(pgDir);
    let image: Buffer;
    try {
      // Taken between statements (PGlite runs it exclusively), so the copy is consistent.
      image = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await client.close();
    }
    // The archive holds DATA_DIR's database folder and its secret, as they lie on disk, so that
    // `tar -xzf FILE -C DATA_DIR` restores it too.
    const entries: TarEntry[] = [
      { name: 'pglite', type: 'folder', data: Buffer.alloc(0) },
      // Without the open instance's pid file, which would only be stale in a restored copy.
      ...readTar(image)
        .filter((entry) => entry.name !== 'postmaster.pid')
        .map((entry) => ({ ...entry, name: `pglite/${entry.name}` })),
    ];
    const secret = join(resolve(dataDir), SECRET_FILE);
    if (existsSync(secret))
      entries.push({ name: SECRET_FILE, type: 'file', data: await readFile(secret) });
    // Level 1: a third of level 6's time for an archive a seventh larger.
    const archive = gzipSync(writeTar(entries, new Date()), { level: 1 });
    await writeFile(out, archive, { flag: 'wx', mode: 0o600 });
    return archive.length;
  });
}

async function restorePglite(dataDir: string, from: string): Promise<void> {
  const dir = resolve(dataDir);
  const pgDir = pgliteDirOf(dataDir);
  mkdirSync(dir, { recursive: true });
  await withDirectory(dataDir, async () => {
    if (existsSync(pgDir) && readdirSync(pgDir).length > 0)
      throw new BackupRefusedError(
        `DATA_DIR ${dir} already holds a database (${pgDir}): restore into an empty DATA_DIR ` +
          '(a new folder), or move that one away first.',
      );
    if (existsSync(join(dir, SECRET_FILE)))
      throw new BackupRefusedError(
        `DATA_DIR ${dir} already holds a secret (${SECRET_FILE}): restore into an empty ` +
          'DATA_DIR (a new folder).',
      );
    const entries = readTar(gunzipSync(await readFile(from)));
    if (!entries.some((entry) => entry.name === 'pglite/PG_VERSION'))
      throw new BackupRefusedError(`--from: ${from} is not a backup of a PGlite database.`);
    extractTar(entries, dir);
  });
}

/** Runs a PostgreSQL client program; its error output is the error's message. */
function runPgProgram(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(findPgProgram(program), args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done();
      else
        fail(
          new Error(`${program} failed (exit ${code}): ${Buffer.concat(errors).toString().trim()}`),
        );
    });
  });
}

/** Connects to the product's database for a few statements. */
async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dumpPostgres(databaseUrl: string, out: string): Promise<number> {
  // Row-level security is forced on every tenant table, for its owner too: a role that cannot
  // bypass it dumps with it on, and so must be a member of the role that sees every tenant;
  // otherwise tables would come out empty without an error.
  const { bypass, system } = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ bypass: boolean; system: boolean }>(
      `select r.rolsuper or r.rolbypassrls as bypass,
         exists (select 1 from pg_roles where rolname = 'tallysheet_system')
           and pg_has_role(current_user, 'tallysheet_system', 'USAGE') as system
       from pg_roles r where r.rolname = current_user`,
    );
    return rows[0] ?? { bypass: false, system: false };
  });
  if (!bypass && !system)
    throw new BackupRefusedError(
      'The DATABASE_URL user can see only some rows (row-level security): back up as the ' +
        'user the server runs as, or as a superuser.',
    );
  const { url, env } = libpqTarget(databaseUrl);
  await runPgProgram(
    'pg_dump',
    [
      '--format=custom',
      '--file',
      out,
      ...(bypass ? [] : ['--enable-row-security']),
      '--dbname',
      url,
    ],
    env,
  );
  return (await readFile(out)).length;
}

/** What in the database makes it not empty: its tables, outside PostgreSQL's own schemas. */
const TABLES_IN_DATABASE = `
  select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/**
 * The two roles the schema grants to and names in its policies belong to the cluster, not
 * the database: on a new cluster they are created first, by the first migration's opening
 * statement itself (0001_row_level_security.sql), read from the migrations the code ships.
 */
async function ensureRolesStatement(): Promise<string> {
  const migration = await readFile(join(MIGRATIONS_DIR, '0001_row_level_security.sql'), 'utf8');
  const first = migration.split('--> statement-breakpoint')[0] ?? '';
  if (!/CREATE ROLE tallysheet_app/.test(first) || !/CREATE ROLE tallysheet_system/.test(first))
    throw new Error('Migration 0001 no longer opens with the creation of the two roles.');
  return first;
}

async function restorePostgres(databaseUrl: string, from: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(TABLES_IN_DATABASE);
    const tables = rows[0]?.n ?? 0;
    if (tables > 0)
      throw new BackupRefusedError(
        `The database of DATABASE_URL is not empty (${tables} tables and sequences): restore ` +
          'into an empty database (CREATE DATABASE …), then point DATABASE_URL at it.',
      );
    await client.query(await ensureRolesStatement());
  });
  const { url, env } = libpqTarget(databaseUrl);
  // One transaction: a restore that fails part-way leaves the database empty, not half full.
  // Objects are owned by the restoring user (the one the server runs as), as after migrations.
  await runPgProgram(
    'pg_restore',
    ['--no-owner', '--single-transaction', '--exit-on-error', '--dbname', url, from],
    env,
  );
}
