// One measured window's figures (per operation, the mail, CPU and memory) and the tables.
import { percentile, type Recorder } from './client.ts';
import type { Usage } from './monitor.ts';
import type { Rates } from './scenario.ts';

/** Operations whose p99 bounds the capacity: all but the export (a download, not a click). */
export const INTERACTIVE_P99_MS = 500;
const NOT_INTERACTIVE = new Set(['export (CSV)']);

export interface OpResult {
  name: string;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  samples: string[];
}

export interface WindowResult {
  label: string;
  rates: Rates;
  seconds: number;
  ops: OpResult[];
  mail: { count: number; p50: number; p99: number; max: number; outstanding: number };
  usage: Usage;
}

const ORDER = [
  'sign in',
  'open week',
  'save week',
  'submit week',
  'open approval link',
  'decide days',
  'open inbox',
  'decide in inbox',
  'dashboard',
  'dashboard approvals',
  'All Timesheets',
  'All Timesheets, filtered',
  'search timecards',
  'export (CSV)',
];

export function summarize(
  label: string,
  rates: Rates,
  rec: Recorder,
  delays: number[],
  outstanding: number,
  usage: Usage,
): WindowResult {
  const seconds = rec.seconds();
  const ops = [...rec.ops.entries()]
    .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map(([name, stats]) => ({
      name,
      count: stats.latencies.length,
      rps: stats.latencies.length / seconds,
      p50: percentile(stats.latencies, 50),
      p99: percentile(stats.latencies, 99),
      max: Math.max(0, ...stats.latencies),
      errors: stats.errors,
      samples: stats.samples,
    }));
  return {
    label,
    rates,
    seconds,
    ops,
    mail: {
      count: delays.length,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      max: Math.max(0, ...delays),
      outstanding,
    },
    usage,
  };
}

/** Whether the window meets the capacity's bound: no errors, interactive p99 ≤ 500 ms. */
export function withinBound(result: WindowResult): { ok: boolean; why: string } {
  const errors = result.ops.reduce((n, op) => n + op.errors, 0);
  const slow = result.ops.filter(
    (op) => !NOT_INTERACTIVE.has(op.name) && op.p99 > INTERACTIVE_P99_MS,
  );
  if (errors) return { ok: false, why: `${errors} errors` };
  if (slow.length)
    return {
      ok: false,
      why:
        slow
          .sort((a, b) => b.p99 - a.p99)
          .slice(0, 3)
          .map((op) => `${op.name} p99 ${op.p99.toFixed(0)} ms`)
          .join(', ') + (slow.length > 3 ? ` and ${slow.length - 3} more` : ''),
    };
  return { ok: true, why: 'every interactive p99 ≤ 500 ms, 0 errors' };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

export function usageLine(usage: Usage): string {
  const rss = usage.rss.map((r) => `${r.peakMb.toFixed(0)}`).join(' / ');
  return (
    `CPU: product ${usage.productCores.toFixed(2)} cores` +
    (usage.databaseCores !== undefined
      ? `, PostgreSQL ${usage.databaseCores.toFixed(2)} cores`
      : '') +
    `, load generator and SMTP sink ${usage.generatorCores.toFixed(2)} cores; ` +
    (usage.throttled
      ? `throttled by their CPU limit ${usage.throttled.map((t) => `${(t * 1000).toFixed(0)} ms`).join(' / ')} a second (summed over the cores); `
      : '') +
    `RSS peak ${rss} MB (mean ${usage.rss.map((r) => r.meanMb.toFixed(0)).join(' / ')}); ` +
    `load average ${usage.load[0].toFixed(1)} → ${usage.load[1].toFixed(1)}`
  );
}

/** The window as a Markdown table, and its mail and usage lines. */
export function table(result: WindowResult): string {
  const rows = result.ops.map(
    (op) =>
      `| ${op.name.padEnd(24)} | ${String(op.count).padStart(6)} | ${op.rps.toFixed(2).padStart(6)} | ` +
      `${ms(op.p50).padStart(6)} | ${ms(op.p99).padStart(6)} | ${ms(op.max).padStart(6)} | ${String(op.errors).padStart(6)} |`,
  );
  const m = result.mail;
  return [
    `| operation                | count  | req/s  | p50 ms | p99 ms | max ms | errors |`,
    `| ------------------------ | -----: | -----: | -----: | -----: | -----: | -----: |`,
    ...rows,
    '',
    `mail (submit sent → timecard mail received at the SMTP sink): ${m.count} mails, ` +
      `p50 ${(m.p50 / 1000).toFixed(2)} s, p99 ${(m.p99 / 1000).toFixed(2)} s, max ${(m.max / 1000).toFixed(2)} s; ` +
      `${m.outstanding} expected and not received when the window ended`,
    usageLine(result.usage),
    ...result.ops
      .filter((op) => op.errors)
      .map((op) => `errors of ${op.name}: ${op.samples.join(' | ')}`),
  ].join('\n');
}

/** A capacity step as one line. */
export function stepLine(result: WindowResult): string {
  const verdict = withinBound(result);
  const worst = result.ops
    .filter((op) => !NOT_INTERACTIVE.has(op.name))
    .reduce((a, b) => (b.p99 > a.p99 ? b : a), result.ops[0]!);
  const requests = result.ops.reduce((n, op) => n + op.count + op.errors, 0);
  return (
    `| ${result.rates.associates.toFixed(2).padStart(7)} | ${String(Math.round(result.rates.associates * 3600)).padStart(7)} | ` +
    `${(requests / result.seconds).toFixed(1).padStart(5)} | ${worst ? `${worst.name} ${ms(worst.p99)}` : ''} | ` +
    `${result.ops.reduce((n, op) => n + op.errors, 0)} | ${(result.mail.p99 / 1000).toFixed(1)} s | ` +
    `${result.usage.productCores.toFixed(2)} | ${result.usage.databaseCores?.toFixed(2) ?? '–'} | ` +
    `${verdict.ok ? 'within' : `over: ${verdict.why}`} |`
  );
}

export const STEP_HEADER = [
  '| assoc/s | assoc/h | req/s | slowest interactive p99 (ms) | errors | mail p99 | product cores | PostgreSQL cores | bound |',
  '| ------: | ------: | ----: | ---------------------------- | -----: | -------: | ------------: | ---------------: | ----- |',
].join('\n');
