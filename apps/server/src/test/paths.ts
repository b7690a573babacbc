import { join } from 'node:path';
import { SERVER_ROOT } from '../paths.ts';

/** Scratch space for test databases, removed by the global teardowns. */
export const TEST_TMP = join(SERVER_ROOT, '..', '..', '.tmp', 'test');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (pglite-setup.ts). */
    pgliteTemplate: string;
    /** The same, dumped (PGlite's dumpDataDir): a tar file. */
    pgliteImage: string;
    postgresUrl: string;
  }
}
