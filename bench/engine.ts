// Where a bench run's data lives: PGlite in a temporary folder (a copy per process: PGlite
// allows one process per directory), or a fresh PostgreSQL database on DATABASE_URL's server
// (or on a throwaway cluster with --postgres), dropped afterwards.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteDirOf, type Database } from '../apps/server/src/db/client.ts';
import { startCluster, type Cluster } from '../apps/server/src/test/postgres-cluster.ts';
import { openFloorDb, type FloorDb, type Trace } from './floor-db.ts';

export interface Engine {
  kind: 'pglite' | 'postgres';
  describe: string;
  /** The PostgreSQL database the run uses (its backends' CPU is counted when local). */
  database?: string;
  /** DATA_DIR of the in-process product (seeding, SQL check). */
  dataDir: string;
  /** Opens (and migrates) the database with the product's own code. */
  openProduct(): Promise<Database>;
  /** Once the seeding connection is closed: the environment of the server process `name`. */
  processEnv(name: string): Record<string, string>;
  /**
   * ANALYZE, once seeded and closed, so that plans do not depend on whether autovacuum (PostgreSQL;
   * PGlite has none) has run yet.
   */
  analyze(): Promise<void>;
  /** The floor's database in this process (SQL check), before the floor process starts. */
  openFloor(trace: Trace): Promise<FloorDb>;
  cleanup(): Promise<void>;
}

const removeLocks = (dir: string) => {
  rmSync(join(dir, 'tallysheet.lock'), { force: true });
  rmSync(join(dir, 'pglite', 'postmaster.pid'), { force: true });
};

export function pgliteEngine(): Engine {
  const work = mkdtempSync(join(tmpdir(), 'tallysheet-bench-'));
  const seedDir = join(work, 'seed');
  /** The seeded directory, copied once for each process (and the floor's SQL check). */
  const copyFor = (name: string) => {
    const dir = join(work, name);
    if (!existsSync(dir)) {
      cpSync(seedDir, dir, { recursive: true });
      removeLocks(dir);
    }
    return dir;
  };
  return {
    kind: 'pglite',
    describe: `PGlite (copies of one seeded data directory in ${work})`,
    dataDir: seedDir,
    openProduct: () => openDatabase({ dataDir: seedDir }),
    async analyze() {
      const client = await PGlite.create(pgliteDirOf(seedDir));
      await client.exec('analyze');
      await client.close();
    },
    processEnv: (name) => ({ DATA_DIR: copyFor(name) }),
    openFloor: (trace) => openFloorDb({ dataDir: copyFor('floor'), trace }),
    async cleanup() {
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** `fn` with a connection to `serverUrl`'s database (`database`: another one of that server). */
async function onServer<T>(
  serverUrl: string,
  fn: (client: pg.Client) => Promise<T>,
  database?: string,
): Promise<T> {
  const url = new URL(serverUrl);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on `serverUrl`'s server (or on a cluster of our own when none is given). */
export async function postgresEngine(options: { serverUrl?: string; poolSize: number }) {
  let cluster: Cluster | undefined;
  const serverUrl = options.serverUrl ?? (cluster = await startCluster()).url;
  const name = `tallysheet_bench_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await onServer(serverUrl, (client) => client.query(`create database ${name}`), 'postgres');
  const work = mkdtempSync(join(tmpdir(), 'tallysheet-bench-'));
  const pool = String(options.poolSize);
  const where = cluster ? 'a throwaway cluster (--postgres)' : `${url.host} (DATABASE_URL)`;
  const engine: Engine = {
    kind: 'postgres',
    database: name,
    describe: `PostgreSQL database ${name} on ${where}, pool ${pool} per process`,
    dataDir: work,
    openProduct: () => openDatabase({ dataDir: work, databaseUrl, poolSize: options.poolSize }),
    analyze: () => onServer(databaseUrl, (client) => client.query('analyze')).then(() => undefined),
    processEnv: (name) => ({
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: pool,
      DATA_DIR: join(work, name),
    }),
    openFloor: (trace) => openFloorDb({ databaseUrl, poolSize: options.poolSize, trace }),
    async cleanup() {
      rmSync(work, { recursive: true, force: true });
      try {
        if (!cluster)
          await onServer(
            serverUrl,
            (client) => client.query(`drop database if exists ${name} with (force)`),
            'postgres',
          );
      } finally {
        cluster?.stop();
      }
    },
  };
  return engine;
}
