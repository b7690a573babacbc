// Bundles the server (with the contract package inlined) into dist/main.js and dist/cli.js.
import { execSync } from 'node:child_process';
import { build } from 'esbuild';

let commit = process.env.GIT_COMMIT ?? '';
if (!commit) {
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    commit = 'unknown';
  }
}

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: {},
  plugins: [
    {
      // Workspace packages are TypeScript sources: bundle them rather than leave them external.
      name: 'inline-contract',
      setup(b) {
        b.onResolve({ filter: /^@tallysheet\/contract\// }, async (args) => {
          const sub = args.path.slice('@tallysheet/contract/'.length);
          return {
            path: new URL(`../../packages/contract/src/${sub}.ts`, import.meta.url).pathname,
          };
        });
      },
    },
  ],
  define: { __BUILD_COMMIT__: JSON.stringify(commit) },
  logLevel: 'warning',
});
