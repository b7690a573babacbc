import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { TEST_TMP } from './paths.ts';

/** Migrates one PGlite directory; each test file then works on a copy of it. */
export default async function setup(project: TestProject) {
  mkdirSync(TEST_TMP, { recursive: true });
  const root = mkdtempSync(join(TEST_TMP, 'pglite-'));
  const template = join(root, 'template');
  const db = await openDatabase({ dataDir: template });
  await db.close();
  project.provide('pgliteTemplate', template);
  return () => rmSync(root, { recursive: true, force: true });
}
