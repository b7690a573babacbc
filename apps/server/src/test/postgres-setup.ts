import { appendFileSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startCluster } from './postgres-cluster.ts';

/**
 * Starts a PostgreSQL cluster (on PG_PORT when set: a shared machine's allotted port) and
 * migrates a template database that test files copy.
 */
export default async function setup(project: TestProject) {
  const cluster = await startCluster({
    port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined,
  });
  try {
    const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE tallysheet_template');
    await admin.end();
    const db = await openDatabase({
      dataDir: '',
      databaseUrl: `${cluster.url}/tallysheet_template`,
    });
    await db.close();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  return () => {
    // The server's CPU time (the test files' queries run there), as a line of its own in the
    // CPU table of `npm test` (scripts/cpu-per-file.ts, scripts/test.mjs).
    const output = process.env.TEST_CPU_OUTPUT;
    if (output)
      appendFileSync(
        output,
        `${JSON.stringify({ file: 'PostgreSQL server', engine: 'postgres', cpuSeconds: cluster.cpuSeconds(), childSeconds: 0 })}\n`,
      );
    cluster.stop();
  };
}
