// `npm test`: every check in order — types, lint, formatting, unit and API tests (PGlite and PostgreSQL),
// then the browser tests against the built app in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = process.getuid?.() === 0;

function run(title, command, args, env = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n✗ ${title} failed (${seconds}s)\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✓ ${title} (${seconds}s)\n`);
}

function ensure(what, present, install) {
  if (present()) return;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    run(`install ${what}`, 'sh', [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${install}`,
    ]);
    if (present()) return;
  }
  process.stderr.write(
    `\n${what} is missing. Install it with: sudo apt-get install -y ${install}\n`,
  );
  process.exit(1);
}

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb']).status === 0;

ensure('PostgreSQL server', hasPostgres, 'postgresql');
ensure('Chromium', () => existsSync(CHROMIUM), 'chromium');

run('typecheck', 'npx', ['tsc', '-b', 'packages/contract', 'apps/server', 'apps/web', '.']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.']);
run('OpenAPI document: lint, generated client', 'node', [
  '--import',
  'tsx',
  'scripts/openapi-check.ts',
]);
run('unit and API tests (PGlite and PostgreSQL)', 'npx', ['vitest', 'run']);
run('build', 'npm', ['run', 'build']);
run('bundle budget (sign-in ≤ 180 KB gzip)', 'node', ['scripts/bundle-budget.mjs']);
rmSync('.tmp/e2e-data', { recursive: true, force: true });
rmSync('.tmp/e2e-data-short', { recursive: true, force: true });
rmSync('.tmp/e2e-data-smtp', { recursive: true, force: true });
rmSync('.tmp/e2e-data-ended', { recursive: true, force: true });
rmSync('.tmp/e2e-data-recording', { recursive: true, force: true });
run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
process.stdout.write('\nAll tests passed.\n');
