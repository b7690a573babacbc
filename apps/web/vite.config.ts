import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const vendor = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

// React Router 7's export map names only its development build (remix-run/react-router#12532,
// #14102): the build takes its production build, beside it, by path (no dev warnings).
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../production/${file}`, import.meta.resolve('react-router')));

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouter('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for error reports, not referenced from the JS (the server never serves them).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: what scripts/bundle-budget.mjs walks.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks for what every page loads; the rest stays with its route.
        codeSplitting: {
          groups: [
            { name: 'react', test: vendor('react|react-dom|scheduler|react-router'), priority: 3 },
            {
              name: 'mui-core',
              test: vendor('@mui|@emotion|stylis|hoist-non-react-statics|react-is|clsx'),
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'query', test: vendor('@tanstack'), priority: 1 },
            // The app's own modules that every page loads, in one chunk rather than a handful
            // of small ones (each small chunk costs its own import glue).
            { name: 'app-initial', test: /[\\/]apps[\\/]web[\\/]src[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
