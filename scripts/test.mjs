// `npm test`: every check — types, lint, formatting, the OpenAPI document, unit and API tests
// (PGlite and PostgreSQL), the build and its bundle budget, then the browser tests against the
// built app in Debian's Chromium — in three lanes side by side (see the lanes below).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRoot = process.getuid?.() === 0;

/** Where the time went: each phase, and the slowest test files (issue 27: measure first). */
const phases = [];
const TIMINGS = '.tmp/test-timings';
const VITEST_JSON = `${TIMINGS}/vitest.json`;
// Absolute: Playwright resolves a relative output against its config's folder.
const PLAYWRIGHT_JSON = resolve(`${TIMINGS}/playwright.json`);
/** scripts/cpu-per-file.ts: each unit and API test file's CPU time (its own and its processes'). */
const VITEST_CPU = resolve(`${TIMINGS}/vitest-cpu.jsonl`);
/** e2e/timing-reporter.ts: the browser tests' time outside the tests themselves. */
const E2E_TIMINGS = resolve(`${TIMINGS}/e2e-outside-tests.json`);

/**
 * Runs lanes of phases at once: the phases of one lane in order, the lanes side by side. Each
 * phase's output is held back and printed whole when it ends, so that the logs do not
 * interleave. Waits for every lane, then stops on any failure. TEST_SERIAL=1 runs one phase at
 * a time (slower, for a busy machine or to time each phase alone).
 */
async function runTogether(lanes) {
  const serial = Boolean(process.env.TEST_SERIAL);
  const runLanes = serial ? [lanes.flat()] : lanes;
  const started = Date.now();
  // A step may wait for a step of another lane: `after` (its title) must pass first, `afterEnd`
  // must only have ended (a step that does not need its results, only its CPU).
  const ended = new Map();
  const endOf = (title) => {
    if (!ended.has(title)) {
      let end;
      ended.set(title, { promise: new Promise((resolve) => (end = resolve)), end });
    }
    return ended.get(title);
  };
  const runStep = async (step) => {
    if (step.after && !serial && !(await endOf(step.after).promise)) {
      process.stdout.write(`\n✗ ${step.title} not run: ${step.after} did not pass\n`);
      return { title: step.title, seconds: 0, ok: false };
    }
    if (step.afterEnd && !serial) await endOf(step.afterEnd).promise;
    const result = await runProcess(step);
    endOf(step.title).end(result.ok);
    return result;
  };
  const runProcess = (step) =>
    new Promise((done) => {
      process.stdout.write(`\n=== ${step.title} (started)\n`);
      const output = [];
      const stepStarted = Date.now();
      // Run under bash, whose `times` then prints the CPU time of the step's processes (those
      // it waited for): on two shared cores the wall time follows the CPU time of all lanes.
      const child = spawn(
        'bash',
        ['-c', '"$@"; code=$?; echo cpu: >&2; times >&2; exit $code', 'bash'].concat(
          step.command,
          step.args,
        ),
        { env: { ...process.env, FORCE_COLOR: '1', ...step.env } },
      );
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code) => {
        const seconds = (Date.now() - stepStarted) / 1000;
        const ok = code === 0;
        const text = Buffer.concat(output).toString();
        const cpu = cpuSeconds(text);
        process.stdout.write(`\n--- ${step.title}\n${text}`);
        process.stdout.write(
          `${ok ? '✓' : '✗'} ${step.title}${ok ? '' : ' failed'} (${seconds.toFixed(1)}s)\n`,
        );
        done({ title: step.title, seconds, cpu, ok });
      });
    });
  const results = (
    await Promise.all(
      runLanes.map(async (lane) => {
        const done = [];
        for (const step of lane) {
          const result = await runStep(step);
          done.push(result);
          if (!result.ok) break;
        }
        // A lane that stopped early releases the steps that wait on its remaining ones.
        for (const step of lane) endOf(step.title).end(false);
        return done;
      }),
    )
  ).flat();
  const seconds = (Date.now() - started) / 1000;
  phases.push({
    title: serial ? 'every phase, one at a time' : 'every phase, side by side',
    seconds,
  });
  for (const result of results)
    phases.push({
      title: `  ${result.title}`,
      seconds: result.seconds,
      cpu: result.cpu,
      nested: true,
    });
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    process.stdout.write(`\n✗ ${failed.map((result) => result.title).join(', ')} failed\n`);
    printTimings();
    process.exit(1);
  }
}

/** The children's user and system time that bash's `times` printed (its second line), summed. */
function cpuSeconds(text) {
  const line = /cpu:\n.*\n(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(text);
  if (!line) return undefined;
  const [, um, us, sm, ss] = line.map(Number);
  return um * 60 + us + sm * 60 + ss;
}

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

/** The unit and API test files by CPU time: on two shared cores, what the wall time depends on. */
function vitestCpu() {
  let lines = [];
  try {
    lines = readFileSync(VITEST_CPU, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
  return lines.map((line) => {
    const file = JSON.parse(line);
    return {
      name: `${file.file.replace(`${process.cwd()}/`, '')}${file.engine ? ` (${file.engine})` : ''}`,
      seconds: file.cpuSeconds + file.childSeconds,
    };
  });
}

function printTimings() {
  // Phases run side by side are listed under their group; only the group's wall time counts.
  const total = phases.reduce((sum, phase) => sum + (phase.nested ? 0 : phase.seconds), 0);
  const row = (seconds, name) => `${seconds.toFixed(1).padStart(8)} s  ${name}`;
  const phasesCpu = phases.reduce((sum, phase) => sum + (phase.cpu ?? 0), 0);
  process.stdout.write(
    `\n--- time by phase (${(total / 60).toFixed(1)} min in all; CPU time of the phases side ` +
      `by side: ${phasesCpu.toFixed(0)} s, without the servers they start and stop: the ` +
      `browser tests' app servers, and the API tests' PostgreSQL, whose time is listed below)\n`,
  );
  for (const phase of phases) {
    const cpu = phase.cpu === undefined ? '' : ` (CPU ${phase.cpu.toFixed(0)} s)`;
    process.stdout.write(`${row(phase.seconds, phase.title)}${cpu}\n`);
  }
  const slowest = [...vitestFiles(), ...playwrightFiles()]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 15);
  if (slowest.length > 0) {
    process.stdout.write('--- slowest test files (wall time)\n');
    for (const file of slowest) process.stdout.write(`${row(file.seconds, file.name)}\n`);
  }
  const cpu = vitestCpu();
  if (cpu.length === 0) return;
  const cpuTotal = cpu.reduce((sum, file) => sum + file.seconds, 0);
  process.stdout.write(
    `--- unit and API test files by CPU time (${cpuTotal.toFixed(0)} s in all, their processes included)\n`,
  );
  for (const file of cpu.sort((a, b) => b.seconds - a.seconds).slice(0, 15))
    process.stdout.write(`${row(file.seconds, file.name)}\n`);
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

// Every e2e server's data directory and their migrated template (e2e/servers.ts): a fresh start.
for (const entry of existsSync('.tmp') ? readdirSync('.tmp') : [])
  if (entry.startsWith('e2e-data')) rmSync(`.tmp/${entry}`, { recursive: true, force: true });

// Three lanes side by side, since most phases keep one core busy and the browser tests mostly
// wait on the browser: two cores run them in well under the sum of their times (README.md).
// The browser tests are the longest phase, so their lane holds only what they need (the build
// and its budget); the unit and API tests, the next longest, have a lane of their own; the
// typecheck, Prettier and the OpenAPI check go with ESLint (that lane ends minutes before the
// other two). The OpenAPI check builds the app, which reads the web build: it waits for the
// build.
await runTogether([
  [
    { title: 'build', command: 'npm', args: ['run', 'build'] },
    {
      title: 'bundle budgets (sign-in ≤ 180 KB, approval page ≤ 90 KB gzip)',
      command: 'node',
      args: ['scripts/bundle-budget.mjs'],
    },
    {
      title: 'browser tests (Chromium)',
      command: 'npx',
      args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON, E2E_TIMINGS_OUTPUT: E2E_TIMINGS },
    },
  ],
  [
    {
      title: 'unit and API tests (PGlite and PostgreSQL)',
      // After the browser tests, not beside them: Debian's Chromium 156 takes over half the
      // machine's CPU during them (its browser and GPU processes at nice -8), and side by side
      // the API tests' timing cases and the browser tests' timeouts failed on a quiet 2-core
      // machine (two clean-clone runs, 2026-11-29). The lint lane still runs beside both.
      afterEnd: 'browser tests (Chromium)',
      command: 'npx',
      args: [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${VITEST_JSON}`,
      ],
      env: { TEST_CPU_OUTPUT: VITEST_CPU },
    },
  ],
  [
    {
      // The cache skips files unchanged (by content) since the last run; from a fresh clone
      // every file is linted.
      title: 'lint',
      command: 'npx',
      args: [
        'eslint',
        '.',
        '--max-warnings=0',
        '--cache',
        '--cache-location',
        '.tmp/eslintcache',
        '--cache-strategy',
        'content',
      ],
    },
    {
      title: 'typecheck',
      command: 'npx',
      args: ['tsc', '-b', 'packages/contract', 'apps/server', 'apps/web', '.'],
    },
    { title: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
    {
      title: 'OpenAPI document: lint, generated client',
      command: 'node',
      args: ['--import', 'tsx', 'scripts/openapi-check.ts'],
      after: 'build',
    },
  ],
]);
printTimings();
process.stdout.write('\nAll tests passed.\n');
