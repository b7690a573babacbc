// The bench's table (printed, and pasteable into bench/README.md) and its JSON record.
import type { RunsBoundResult } from './runs.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import type { Endpoint } from './endpoints.ts';
import type { LoadOptions, Side } from './load.ts';
import type { SqlCheck } from './sql-check.ts';

export interface EndpointResult {
  endpoint: string;
  url: string;
  engine: 'pglite' | 'postgres';
  connections: number;
  /**
   * identical bytes (or identical but for the time of the request), the same values (key order
   * aside), or the first difference.
   */
  json: string;
  product: Side;
  floor: Side;
  /** product req/s / floor req/s. */
  ratio: number;
  /** product p99 / floor p99. */
  p99Ratio: number;
  /**
   * The same two ratios taken round by round (the two sides' runs of one round, minutes apart
   * at most), then their median: a round in which the machine slowed one side weighs no more
   * than the others.
   */
  rounds: { ratio: number; p99Ratio: number };
  /** An older build of the product (--baseline), measured in the same rounds. */
  baseline?: Side;
  /** product req/s / baseline req/s. */
  vsBaseline?: number;
  /** Issue 11's target for this engine, and whether this run meets it. */
  target: { rule: string; met: boolean };
}

export interface BenchRecord {
  version: 1;
  startedAt: string;
  finishedAt: string;
  commit: string;
  machine: {
    cpus: number;
    model: string;
    node: string;
    /** Load averages (1, 5, 15 min) at the start and the end of the run. */
    loadBefore: number[];
    loadAfter: number[];
  };
  engine: string;
  product: string;
  dataSet: string;
  options: LoadOptions;
  sqlCheck: SqlCheck[];
  results: EndpointResult[];
  /** Pay and invoice runs against Hours Over Period on the reporting tenant (bench/runs.ts). */
  runsBound?: RunsBoundResult;
}

/** The machine a run measured on: its CPUs, Node, and the load average before and now. */
export const machineNow = (loadBefore: number[]) => ({
  cpus: cpus().length,
  model: cpus()[0]?.model ?? '',
  node: process.version,
  loadBefore,
  loadAfter: loadavg().map((n) => Number(n.toFixed(2))),
});

/** The median of the round-by-round ratios, the product's value over the floor's. */
export function medianOfRounds(product: number[], floor: number[]): number {
  const ratios = product
    .map((value, i) => (floor[i] ? value / floor[i] : undefined))
    .filter((ratio): ratio is number => ratio !== undefined)
    .sort((a, b) => a - b);
  if (!ratios.length) return 0;
  const middle = Math.floor(ratios.length / 2);
  return ratios.length % 2 ? ratios[middle]! : (ratios[middle - 1]! + ratios[middle]!) / 2;
}

/**
 * The target a run is judged by. The lists: issue 33's, on both engines. The others, issue 11's:
 * on PostgreSQL ≥0.6 of the floor's req/s and p99 ≤1.5× the floor's; on PGlite p99 ≤4× p50.
 * The approval inbox: issue 29's.
 */
export function targetFor(run: {
  engine: 'pglite' | 'postgres';
  /** The endpoint's own rule, when it has one (endpoints.ts `judgedAs`). */
  judgedAs?: Endpoint['judgedAs'];
  product: Side;
  ratio: number;
  p99Ratio: number;
  /** The floor's p50, ms. */
  floorP50: number;
}) {
  const { product } = run;
  if (!product.requests) return { rule: 'answers', met: false };
  // Issue 29: the inbox of a contact with 200 pending timecards answers within 2× the floor.
  if (run.judgedAs === 'inbox')
    return {
      rule: 'ratio ≥0.5, p50 ≤2× the floor’s',
      met: run.ratio >= 0.5 && product.p50 <= 2 * run.floorP50,
    };
  // Issue 33 §2: every directory and user list at ≥ 0.85 of the floor's req/s with a p99 within
  // 1.2× the floor's, on both engines (the lists' rule replaces issue 11's for them).
  if (run.judgedAs === 'list')
    return {
      rule: 'ratio ≥0.85, p99 ratio ≤1.2',
      met: run.ratio >= 0.85 && run.p99Ratio <= 1.2,
    };
  if (run.engine === 'postgres')
    return { rule: 'ratio ≥0.6, p99 ratio ≤1.5', met: run.ratio >= 0.6 && run.p99Ratio <= 1.5 };
  return { rule: 'p99 ≤4× p50', met: product.p99 <= 4 * product.p50 };
}

const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
/** Server CPU per answer, and the database backends' after a + on PostgreSQL, ms. */
const cpu = (side: Side) =>
  [side.cpuPerRequest, side.dbCpuPerRequest]
    .filter((value) => value !== undefined)
    .map((value) => value.toFixed(1))
    .join(' + ');
const rate = (value: number) => Math.round(value).toLocaleString('en-US');

export function table(results: EndpointResult[]): string {
  const withBaseline = results.some((r) => r.baseline);
  const head = [
    'endpoint',
    'engine',
    'conn',
    'product req/s',
    'p50',
    'p99',
    'cpu ms',
    'floor req/s',
    'p50',
    'p99',
    'cpu ms',
    'ratio',
    'p99 ratio',
    'rounds: ratio',
    'p99 ratio',
    ...(withBaseline ? ['baseline req/s', 'p99', 'cpu ms', '×baseline'] : []),
    'target',
  ];
  const rows = results.map((r) => [
    r.endpoint,
    r.engine === 'pglite' ? 'PGlite' : 'PostgreSQL',
    String(r.connections),
    rate(r.product.rps),
    ms(r.product.p50),
    ms(r.product.p99),
    cpu(r.product),
    rate(r.floor.rps),
    ms(r.floor.p50),
    ms(r.floor.p99),
    cpu(r.floor),
    r.ratio.toFixed(2),
    r.p99Ratio.toFixed(2),
    r.rounds.ratio.toFixed(2),
    r.rounds.p99Ratio.toFixed(2),
    ...(withBaseline
      ? r.baseline
        ? [
            rate(r.baseline.rps),
            ms(r.baseline.p99),
            cpu(r.baseline),
            (r.vsBaseline ?? 0).toFixed(2),
          ]
        : ['', '', '', '']
      : []),
    r.target.met ? 'met' : 'not met',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

/** Failures and JSON differences worth a line under the table. */
export function notes(results: EndpointResult[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    if (!r.json.startsWith('identical')) lines.push(`${r.endpoint}: JSON ${r.json}`);
    for (const [side, s] of [
      ['product', r.product],
      ['floor', r.floor],
    ] as const)
      if (s?.failed)
        lines.push(
          `${r.endpoint}: ${side} ${s.failed} failed (status ${JSON.stringify(s.statusCodes)})`,
        );
  }
  return lines;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export function sqlSummary(checks: SqlCheck[]): string[] {
  return checks.map((c) => {
    const head =
      `${c.endpoint}: floor ${count(c.floor.transactions, 'transaction')}, ` +
      `${count(c.floor.statements, 'statement')}` +
      ` ${c.same ? '= the product’s' : '≠ the product’s (' + c.problem + ')'};` +
      ` product ${count(c.product.transactions, 'transaction')}, ` +
      `${count(c.product.statements, 'statement')}` +
      (c.product.messages < c.product.statements
        ? ` in ${count(c.product.messages, 'message')} (${
            c.product.folded
              ? 'the credential lookup sent with the transaction’s start'
              : 'begin and the tenant setting as one'
          })`
        : '') +
      (c.product.named ? `, ${c.product.named} of them named (prepared)` : '');
    return c.productOnly.length
      ? `${head}; product only:\n${c.productOnly.map((s) => `      ${s}`).join('\n')}`
      : head;
  });
}

export function writeRecord(path: string, record: BenchRecord) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
}
