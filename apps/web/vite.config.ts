import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const vendor = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

// React Router 7's export map names only its development build (remix-run/react-router#12532,
// #14102): the build takes its production build, beside it, by path (no dev warnings).
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../production/${file}`, import.meta.resolve('react-router')));

// The form kit every form screen uses, the sign-in page's included: react-hook-form, the text
// field's and the checkbox's MUI parts, and the app's field components. One chunk rather than a
// dozen small ones that each cost their own import glue (the sign-in page's JS budget).
const FORM_KIT = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]react-hook-form[\\/]`,
    String.raw`[\\/]node_modules[\\/]@mui[\\/]material[\\/](FormControl|FormControlLabel|FormHelperText|FormLabel|InputAdornment|InputBase|InputLabel|OutlinedInput|TextareaAutosize|Checkbox|Alert|internal[\\/]SwitchBase)[\\/.]`,
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/](lib[\\/]form-fields|components[\\/](plain-text-field|password-field))\.`,
  ].join('|'),
);

// The signed-out screens' frame (the card they sit in, their shared helpers), in one chunk.
const SIGNED_OUT_FRAME = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]@mui[\\/]material[\\/](Card|CardContent)[\\/]`,
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/](components[\\/]auth-layout|features[\\/]auth[\\/]auth-form)\.`,
  ].join('|'),
);

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
            { name: 'forms', test: FORM_KIT },
            { name: 'signed-out', test: SIGNED_OUT_FRAME },
          ],
        },
      },
    },
  },
}));
