import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.api.test.ts'];

export default defineConfig({
  test: {
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
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A ceiling for a hung test, not a speed limit: no web test waits on the wall clock.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'unit:node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: [...apiTests, '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api:pglite',
          include: apiTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/pglite-setup.ts'],
          setupFiles: ['apps/server/src/test/openapi-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api:postgres',
          include: apiTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/src/test/postgres-setup.ts'],
          setupFiles: ['apps/server/src/test/openapi-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
