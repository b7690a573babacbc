import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startCluster } from './postgres-cluster.ts';

/** Starts a PostgreSQL cluster and migrates a template database that test files copy. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
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
  return () => cluster.stop();
}
