// Where the browser tests' time goes outside the tests themselves (issue 27: measure first).
// Playwright's own test durations leave out the servers' start, the worker and browser start,
// and fixtures that have a timeout of their own (the axe revisits in fixtures.ts); this reporter
// adds them up by what they are and prints one table at the end. With E2E_TIMINGS_OUTPUT set it
// also writes the figures there as JSON (`npm test` keeps them in .tmp/test-timings/).
import { writeFileSync } from 'node:fs';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';

/** Steps counted by title: the fixtures and hooks around a test, and the named helper steps. */
const COUNTED = new Set(['fixture', 'hook', 'test.step']);

export default class TimingReporter implements Reporter {
  private firstTest?: number;
  private lastEnd?: number;
  private testWall = 0;
  private testDuration = 0;
  private between = 0;
  private tests = 0;
  private readonly steps = new Map<string, { seconds: number; count: number }>();

  onTestBegin() {
    const now = Date.now();
    this.firstTest ??= now;
    if (this.lastEnd !== undefined) this.between += now - this.lastEnd;
  }

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep) {
    if (!COUNTED.has(step.category)) return;
    // Only the outermost step of its kind: a fixture set up inside another is counted in it.
    for (let parent = step.parent; parent; parent = parent.parent)
      if (parent.category === step.category) return;
    // "Before Hooks" and "After Hooks" wrap everything else; their parts are counted instead.
    if (step.category === 'hook' && /^(Before|After) Hooks$/.test(step.title)) return;
    const entry = this.steps.get(step.title) ?? { seconds: 0, count: 0 };
    entry.seconds += step.duration / 1000;
    entry.count += 1;
    this.steps.set(step.title, entry);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const now = Date.now();
    this.tests += 1;
    this.testWall += now - result.startTime.getTime();
    this.testDuration += result.duration;
    this.lastEnd = now;
  }

  onEnd(result: FullResult) {
    const total = result.duration / 1000;
    const beforeFirst = ((this.firstTest ?? Date.now()) - result.startTime.getTime()) / 1000;
    const rows: [number, string][] = [
      [total, 'browser tests in all'],
      [beforeFirst, 'before the first test (app servers, worker, browser)'],
      [this.testWall / 1000, `${this.tests} tests, start to end`],
      [this.testDuration / 1000, '  of which Playwright counts as the tests’ durations'],
      [this.between / 1000, 'between tests (workers, suites’ hooks)'],
    ];
    const steps = [...this.steps]
      .sort((a, b) => b[1].seconds - a[1].seconds)
      .slice(0, 12)
      .map(
        ([title, { seconds, count }]) => [seconds, `  ${title} (×${count})`] as [number, string],
      );
    const row = ([seconds, name]: [number, string]) =>
      `${seconds.toFixed(1).padStart(8)} s  ${name}`;
    process.stdout.write(
      `\n--- where the browser tests' time went\n${rows.map(row).join('\n')}\n` +
        `--- fixtures, hooks and helper steps, summed\n${steps.map(row).join('\n')}\n`,
    );
    const output = process.env.E2E_TIMINGS_OUTPUT;
    if (output)
      writeFileSync(
        output,
        JSON.stringify(
          {
            total,
            beforeFirst,
            tests: this.tests,
            testWall: this.testWall / 1000,
            testDuration: this.testDuration / 1000,
            between: this.between / 1000,
            steps: Object.fromEntries(this.steps),
          },
          null,
          2,
        ),
      );
  }
}
