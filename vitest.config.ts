import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.api.test.ts'];
/**
 * The API tests run on both engines, except the files below: they check what the app declares
 * and how HTTP is shaped (the route table, the OpenAPI document against the requests taken),
 * which no query decides, so they run on PGlite only. Each says why at its top. A file that
 * checks anything the database answers (tenant scoping, locks, transactions, stored state)
 * stays on both; within the security sweep, the refusals decided before any query do too
 * (security-sweep.api.test.ts: onOneEngine).
 */
const engineIndependentApiTests = [
  'apps/server/src/plugins/route-table.api.test.ts',
  'apps/server/src/plugins/no-body.api.test.ts',
  'apps/server/src/test/pglite-reuse.api.test.ts',
];
// TEST_CPU_OUTPUT=file: each test file's CPU time, for `npm test`'s table (scripts/test.mjs).
const cpuPerFile = 'scripts/cpu-per-file.ts';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one idle (one worker on a 2-core machine). Two a core
    // were measured too: the lane's CPU time grew by a quarter (each worker imports the app
    // again) and `npm test` took as long, the cores being busy with the other lanes.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The web's tests: one jsdom and one module graph per worker, not per file (building them
        // for each file was over half the CPU time); apps/web/src/test/setup.ts resets what the
        // files share.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts', cpuPerFile],
          // A ceiling for a hung test, not a speed limit: no web test waits on the wall clock.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'unit:node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: [...apiTests, '**/node_modules/**'],
          // One module graph per worker, not per file, as the other projects: importing zod,
          // the contract and the server's modules again for each file was 40% of this
          // project's CPU time. A file restores what it changes in the process (TZ, say).
          isolate: false,
          setupFiles: [cpuPerFile],
        },
      },
      {
        test: {
          name: 'api:pglite',
          include: apiTests,
          // One module graph per worker, not per file: importing the app for each file was a
          // third of the CPU time. Each file still has its own database and app
          // (test/harness.ts); openapi-setup.ts clears what the files share. So an API test
          // file restores what it changes in shared modules (vi.restoreAllMocks) and does not
          // vi.mock app modules.
          isolate: false,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/pglite-setup.ts'],
          setupFiles: ['apps/server/src/test/openapi-setup.ts', cpuPerFile],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api:postgres',
          include: apiTests,
          exclude: [...engineIndependentApiTests, '**/node_modules/**'],
          // One module graph per worker, not per file: importing the app for each file was a
          // third of the CPU time. Each file still has its own database and app
          // (test/harness.ts); openapi-setup.ts clears what the files share. So an API test
          // file restores what it changes in shared modules (vi.restoreAllMocks) and does not
          // vi.mock app modules.
          isolate: false,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/src/test/postgres-setup.ts'],
          setupFiles: ['apps/server/src/test/openapi-setup.ts', cpuPerFile],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
