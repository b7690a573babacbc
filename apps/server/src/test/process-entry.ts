// A source file of the server that a test runs as a process of its own (the server, the cli, a
// test's child process), bundled as `npm run build` bundles the server (build.mjs): such a
// process starts on under half the CPU time it takes when tsx compiles and resolves every
// source file at each start, and the API tests start dozens of them.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { SERVER_ROOT } from '../paths.ts';

// Inside the server package, where paths.ts finds the package folder from a bundle as it does
// from the build's; under dist/, which git, ESLint and Prettier leave alone. One folder per
// worker, named by its process id.
const ROOT = join(SERVER_ROOT, 'dist', 'test-processes');
const OUT = join(ROOT, `${process.pid}-${randomBytes(4).toString('hex')}`);
const CONTRACT_SRC = join(SERVER_ROOT, '..', '..', 'packages', 'contract', 'src');
const bundles = new Map<string, Promise<string>>();

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the folders of workers that have ended (Vitest stops its workers without an exit event). */
function removeEndedWorkersBundles() {
  if (!existsSync(ROOT)) return;
  for (const folder of readdirSync(ROOT)) {
    const pid = Number(folder.split('-')[0]);
    if (!Number.isInteger(pid) || !running(pid))
      rmSync(join(ROOT, folder), { recursive: true, force: true });
  }
}

/**
 * What to run, `node ...nodeArguments(source) args`, for `source`, a file under
 * apps/server/src: its bundle, built at the first call in this worker from the sources as they
 * are, then reused. With --liftoff-only: the database engine's WebAssembly is not compiled a
 * second time, optimised, in processes that live for seconds (saves about a second of CPU each).
 */
export async function nodeArguments(source: string): Promise<string[]> {
  return ['--liftoff-only', await bundle(source)];
}

function bundle(source: string): Promise<string> {
  let built = bundles.get(source);
  if (!built) {
    if (bundles.size === 0) removeEndedWorkersBundles();
    const outfile = join(OUT, relative(join(SERVER_ROOT, 'src'), source).replace(/\.ts$/, '.js'));
    built = build({
      entryPoints: [source],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      plugins: [
        {
          // Workspace packages are TypeScript sources: bundled, not left external (build.mjs).
          name: 'inline-contract',
          setup(b) {
            b.onResolve({ filter: /^@tallysheet\/contract\// }, (args) => ({
              path: join(CONTRACT_SRC, `${args.path.slice('@tallysheet/contract/'.length)}.ts`),
            }));
          },
        },
      ],
      logLevel: 'warning',
    }).then(() => outfile);
    bundles.set(source, built);
  }
  return built;
}
