import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.api.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.tsx',
          ],
          exclude: [...apiTests, '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api:pglite',
          include: apiTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/pglite-setup.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
