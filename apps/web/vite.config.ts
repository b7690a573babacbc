import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const vendor = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
          ],
        },
      },
    },
  },
});
