import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { TEST_TMP } from './paths.ts';

/**
 * Migrates one PGlite directory, and dumps it: each test file then works on an in-memory copy
 * of the dump, or on a copy of the directory when other processes open its database.
 */
export default async function setup(project: TestProject) {
  mkdirSync(TEST_TMP, { recursive: true });
  const root = mkdtempSync(join(TEST_TMP, 'pglite-'));
  const template = join(root, 'template');
  const db = await openDatabase({ dataDir: template });
  await db.close();
  const pglite = await PGlite.create(join(template, 'pglite'));
  const image = join(root, 'template.tar');
  try {
    writeFileSync(image, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', template);
  project.provide('pgliteImage', image);
  return () => rmSync(root, { recursive: true, force: true });
}
