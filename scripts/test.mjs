// `npm test`: every check in order — types, lint, formatting, unit and API tests (PGlite and PostgreSQL),
// then the browser tests against the built app in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = process.getuid?.() === 0;

/** Where the time went: each phase, and the slowest test files (issue 27: measure first). */
const phases = [];
const TIMINGS = '.tmp/test-timings';
const VITEST_JSON = `${TIMINGS}/vitest.json`;
// Absolute: Playwright resolves a relative output against its config's folder.
const PLAYWRIGHT_JSON = resolve(`${TIMINGS}/playwright.json`);

function run(title, command, args, env = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  phases.push({ title, seconds });
  if (result.status !== 0) {
    process.stdout.write(`\n✗ ${title} failed (${seconds.toFixed(1)}s)\n`);
    printTimings();
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✓ ${title} (${seconds.toFixed(1)}s)\n`);
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Vitest's JSON report: one entry per test file and project, with its wall time. */
function vitestFiles() {
  const report = readJson(VITEST_JSON);
  return (report?.testResults ?? []).map((file) => {
    // The API tests run twice; their describe titles end "on pglite" / "on postgres".
    const engine = /\bon (pglite|postgres)\b/.exec(file.assertionResults?.[0]?.fullName ?? '');
    return {
      name: `${file.name.replace(`${process.cwd()}/`, '')}${engine ? ` (${engine[1]})` : ''}`,
      seconds: (file.endTime - file.startTime) / 1000,
    };
  });
}

/** Playwright's JSON report: the time of every test, summed by spec file. */
function playwrightFiles() {
  const report = readJson(PLAYWRIGHT_JSON);
  const bySpec = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          bySpec.set(spec.file, (bySpec.get(spec.file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...bySpec].map(([name, seconds]) => ({ name: `e2e/${name}`, seconds }));
}

function printTimings() {
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const row = (seconds, name) => `${seconds.toFixed(1).padStart(8)} s  ${name}`;
  process.stdout.write(`\n--- time by phase (${(total / 60).toFixed(1)} min in all)\n`);
  for (const phase of phases) process.stdout.write(`${row(phase.seconds, phase.title)}\n`);
  const slowest = [...vitestFiles(), ...playwrightFiles()]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 15);
  if (slowest.length === 0) return;
  process.stdout.write('--- slowest test files\n');
  for (const file of slowest) process.stdout.write(`${row(file.seconds, file.name)}\n`);
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

rmSync(TIMINGS, { recursive: true, force: true });
mkdirSync(TIMINGS, { recursive: true });
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
run('unit and API tests (PGlite and PostgreSQL)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_JSON}`,
]);
run('build', 'npm', ['run', 'build']);
run('bundle budgets (sign-in ≤ 180 KB, approval page ≤ 90 KB gzip)', 'node', [
  'scripts/bundle-budget.mjs',
]);
rmSync('.tmp/e2e-data', { recursive: true, force: true });
rmSync('.tmp/e2e-data-short', { recursive: true, force: true });
rmSync('.tmp/e2e-data-smtp', { recursive: true, force: true });
rmSync('.tmp/e2e-data-ended', { recursive: true, force: true });
rmSync('.tmp/e2e-data-recording', { recursive: true, force: true });
run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
});
printTimings();
process.stdout.write('\nAll tests passed.\n');
