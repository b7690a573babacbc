import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The approval page's own build (portal.html, issue 28 §5), run after the app's into the same
 * dist/: React and the page's code in one small bundle, sharing no chunk with the app (whose
 * vendor chunk carries the router). scripts/bundle-budget.mjs reads its manifest.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  // The app's build has copied public/ already.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: 'hidden',
    manifest: '.vite/portal-manifest.json',
    // One chunk, nothing to preload: no polyfill for it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { portal: fileURLToPath(new URL('./portal.html', import.meta.url)) },
    },
  },
});
