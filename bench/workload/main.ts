// npm run bench:workload: the Monday morning of issue 33 §1 (a scenario, not a timed test).
// The built product as real processes over HTTP (scale-check's instances), seeded beforehand,
// its mail through a real SMTP server on loopback; per operation req/s, p50, p99 and errors,
// the mail's delay from submit, CPU and memory; then a capacity search. bench/README.md.
//   npm run bench:workload -- [--quick] [--engine pglite|postgres|both] [--instances 1,3]
//     [--seeded DIR] [--instance-cpus 0.25]
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, weekStartOf } from '@tallysheet/contract/timesheets/week';
import { freePorts } from '../../scripts/ha-check/cluster.ts';
import { ensureBuilt, instance, ROOT, type Instance } from '../../scripts/scale-check/instances.ts';
import { pgliteDirOf } from '../../apps/server/src/db/client.ts';
import { openBenchDatabase } from '../seed-reporting.ts';
import { Recorder } from './client.ts';
import { limitCpu, type CpuLimit } from './cpu-limit.ts';
import { startMailSink, type MailSink } from './mail-sink.ts';
import { monitor, postmasterOf } from './monitor.ts';
import {
  STEP_HEADER,
  stepLine,
  summarize,
  table,
  withinBound,
  type WindowResult,
} from './report.ts';
import { AssociatePool, Scenario, type Behaviour, type Rates } from './scenario.ts';
import { seedWorkload, type WorkloadDataSet } from './seed.ts';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'both' },
    instances: { type: 'string', default: '1,3' },
    tenants: { type: 'string' },
    associates: { type: 'string' },
    'history-weeks': { type: 'string' },
    minutes: { type: 'string' },
    'peak-seconds': { type: 'string' },
    /** KEY=VALUE for every instance's environment (an experiment: a pool size, a log level). */
    env: { type: 'string', multiple: true, default: [] },
    'step-seconds': { type: 'string' },
    'max-steps': { type: 'string' },
    'no-capacity': { type: 'boolean', default: false },
    'port-from': { type: 'string', default: '5500' },
    /**
     * PGlite: a directory that keeps the seeded data (seeding the full set takes 10-12 min): filled
     * by the first run, copied by the next ones with the same data set and week.
     */
    seeded: { type: 'string' },
    /**
     * Each instance limited to this many cores (a container's CPU limit, cpu-limit.ts), so that
     * the database and the load generator have cores beyond the instances'. Unset: no limit.
     */
    'instance-cpus': { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'bench', 'results', 'workload-latest.json') },
  },
});
const quick = flags.quick;
const num = (value: string | undefined, full: number, short: number) =>
  value === undefined ? (quick ? short : full) : Number(value);
const set: WorkloadDataSet = {
  tenants: num(flags.tenants, 50, 10),
  associates: num(flags.associates, 100, 50),
  contacts: 10,
  historyWeeks: num(flags['history-weeks'], 104, 26),
};
const extraEnv = Object.fromEntries(
  (flags.env ?? []).map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--env ${pair}: expected KEY=VALUE`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
/** The hour compressed into this many minutes: every associate submits once within it. */
const minutes = num(flags.minutes, 10, 1);
const stepSeconds = num(flags['step-seconds'], 60, 15);
/**
 * How long the peak window lasts: the whole compressed hour by default, or a part of it at the
 * same rate (the associates not reached submit in the capacity search's windows instead).
 */
const peakSeconds =
  flags['peak-seconds'] === undefined ? minutes * 60 : Number(flags['peak-seconds']);
const maxSteps = num(flags['max-steps'], 6, 4);
const instanceCpus =
  flags['instance-cpus'] === undefined ? undefined : Number(flags['instance-cpus']);
if (instanceCpus !== undefined && !(instanceCpus > 0))
  throw new Error(`--instance-cpus ${flags['instance-cpus']}: expected a number of cores > 0`);
const behaviour: Behaviour = {
  thinkMs: 2000,
  contactDelayMs: 5000,
  inboxShare: 0.2,
  rejectShare: 0.03,
};
const associatesTotal = set.tenants * set.associates;
/**
 * The stated peak: every associate within the compressed hour, and 6 administrator sessions an
 * hour for every 100 associates (the full data set's 50 administrators, 6 times each).
 */
const PEAK: Rates = {
  associates: associatesTotal / (minutes * 60),
  admins: (associatesTotal / (minutes * 60)) * 0.06,
};
const scaled = (factor: number): Rates => ({
  associates: PEAK.associates * factor,
  admins: PEAK.admins * factor,
});
/** The longest wait after a window for its sessions, contacts and mail to finish. */
const DRAIN_MS = quick ? 60_000 : 180_000;
/** Every instance started, killed when the script is interrupted. */
const live = new Set<Instance>();
/** Every instance's CPU limit (--instance-cpus), its cgroup removed after the instance. */
const liveLimits = new Set<CpuLimit>();
/** The database being measured: its cluster stopped and its directory removed at the end. */
let removeDatabase = () => {};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.all([...live].map((each) => each.kill())).then(() => {
      liveLimits.forEach((each) => each.remove());
      removeDatabase();
      process.exit(130);
    });
  });

const say = (line: string) => process.stdout.write(`${line}\n`);
const today = new Date().toISOString().slice(0, 10);
/** Monday morning: last week is the one submitted; the history ends the week before it. */
const submittedWeek = addDays(weekStartOf(today), -7);

interface TopologyResult {
  engine: string;
  instances: number;
  /** Each instance's CPU limit in cores, when it had one. */
  instanceCpus?: number;
  peak: WindowResult;
  steps: WindowResult[];
  /** The highest associate rate within the bound (sessions a second), 0 when none was. */
  capacity: number;
}

async function measure(
  label: string,
  scenario: Scenario,
  sink: MailSink,
  rates: Rates,
  seconds: number,
  pids: number[],
  postmaster: number | undefined,
  limits: CpuLimit[],
): Promise<WindowResult> {
  const rec = new Recorder();
  scenario.phase.rec = rec;
  const delaysFrom = sink.delays.length;
  const usage = monitor(pids, postmaster, limits);
  await scenario.run(rates, seconds);
  const used = usage.stop();
  await scenario.drain(DRAIN_MS);
  // The window's mail, received in the window or during the drain after it.
  const delays = sink.delays.slice(delaysFrom);
  const result = summarize(label, rates, rec, delays, sink.outstanding(), used);
  return result;
}

async function topology(
  engine: 'pglite' | 'postgres',
  count: number,
  env: Record<string, string>,
  pool: AssociatePool,
  sink: MailSink,
  postmaster: number | undefined,
): Promise<TopologyResult> {
  const ports = await freePorts(Number(flags['port-from']), Number(flags['port-from']) + 99, count);
  const instances: Instance[] = ports.map((port, i) =>
    instance(String.fromCharCode(97 + i), port, {
      ...env,
      ...extraEnv,
      APP_URL: `http://127.0.0.1:${port}`,
    }),
  );
  const limits: CpuLimit[] = [];
  try {
    for (const each of instances) {
      live.add(each);
      each.spawn();
      await each.waitReady(600_000);
      // Limited once ready: the start-up (migrations, the vacuum on PGlite) runs at full speed.
      if (instanceCpus !== undefined) {
        const limit = limitCpu(each.pid()!, instanceCpus, each.name);
        limits.push(limit);
        liveLimits.add(limit);
      }
    }
    const pids = instances.map((each) => each.pid()!);
    const limited = instanceCpus === undefined ? '' : `, each limited to ${instanceCpus} cores`;
    const where = `${engine}, ${count} instance${count > 1 ? 's' : ''}${limited} (${instances.map((i) => `:${i.port}`).join(', ')})`;
    say(`\n## ${where}${count > 1 ? ', requests spread over them in turn' : ''}`);
    const scenario = new Scenario(
      instances.map((each) => each.url),
      set,
      pool,
      sink,
      behaviour,
      { rec: new Recorder() },
      submittedWeek,
    );
    say('warm-up: 10 s at a quarter of the peak');
    await scenario.run(scaled(0.25), 10, DRAIN_MS);
    say(
      `the stated peak for ${peakSeconds} s: ${PEAK.associates.toFixed(2)} associate sessions/s, ` +
        `${PEAK.admins.toFixed(2)} administrator sessions/s, contacts on each mail`,
    );
    const peak = await measure('peak', scenario, sink, PEAK, peakSeconds, pids, postmaster, limits);
    say(table(peak));
    say(`bound: ${withinBound(peak).why}`);
    const steps: WindowResult[] = [];
    let capacity = 0;
    if (!flags['no-capacity']) {
      say(
        `\ncapacity search: ${stepSeconds} s a step, ×1.5 while within the bound (÷2 while over), then halving the gap`,
      );
      say(STEP_HEADER);
      // The highest factor found within the bound and the lowest found over it: the search
      // steps ×1.5 (or ÷2) until it crosses the bound, then halves the gap with the steps left.
      let within = withinBound(peak).ok ? 1 : 0;
      let over = within ? Infinity : 1;
      if (within) capacity = PEAK.associates;
      for (let step = 0; step < maxSteps; step++) {
        const next =
          over === Infinity ? within * 1.5 : within === 0 ? over / 2 : (within + over) / 2;
        const result = await measure(
          `×${next}`,
          scenario,
          sink,
          scaled(next),
          stepSeconds,
          pids,
          postmaster,
          limits,
        );
        steps.push(result);
        say(stepLine(result));
        if (withinBound(result).ok) {
          within = next;
          capacity = Math.max(capacity, result.rates.associates);
        } else over = next;
      }
    }
    say(
      `capacity (${where}): ${capacity ? `${capacity.toFixed(2)} associate sessions/s = ${Math.round(capacity * 3600)} associates in a Monday-morning hour` : 'none of the rates tried was within the bound'}`,
    );
    return { engine, instances: count, instanceCpus, peak, steps, capacity };
  } finally {
    for (const each of instances)
      if (!each.running() || each.stderr())
        say(`${each.name} stderr: ${each.stderr().slice(-600)}`);
    await Promise.all(instances.map((each) => each.kill()));
    instances.forEach((each) => live.delete(each));
    limits.forEach((each) => {
      each.remove();
      liveLimits.delete(each);
    });
  }
}

async function runEngine(engine: 'pglite' | 'postgres'): Promise<TopologyResult[]> {
  say(`\n# ${engine}`);
  const bench = await openBenchDatabase(engine, 'tallysheet-workload-');
  // Not bench.close(): the product's connection is closed before the instances start.
  removeDatabase = () => {
    try {
      bench.cluster?.stop();
    } finally {
      rmSync(bench.dataDir, { recursive: true, force: true });
    }
  };
  const sink = await startMailSink();
  const results: TopologyResult[] = [];
  try {
    const seeded = engine === 'pglite' ? flags.seeded : undefined;
    const stamp = JSON.stringify({ set, submittedWeek });
    if (seeded && existsSync(join(seeded, 'seeded.json'))) {
      const kept = readFileSync(join(seeded, 'seeded.json'), 'utf8');
      if (kept !== stamp) throw new Error(`--seeded ${seeded} holds ${kept}, not ${stamp}`);
      await bench.db.close();
      say(`the seeded data copied from ${seeded}`);
      rmSync(pgliteDirOf(bench.dataDir), { recursive: true, force: true });
      cpSync(pgliteDirOf(seeded), pgliteDirOf(bench.dataDir), { recursive: true });
    } else {
      say(`seeding: ${set.tenants} tenants…`);
      say(await seedWorkload(bench.db, set, submittedWeek, say));
      await bench.analyze();
      await bench.db.close();
      if (seeded) {
        cpSync(pgliteDirOf(bench.dataDir), pgliteDirOf(seeded), { recursive: true });
        writeFileSync(join(seeded, 'seeded.json'), stamp);
        say(`the seeded data kept in ${seeded}`);
      }
    }
    const clusterPort = bench.cluster ? Number(new URL(bench.cluster.url).port) : undefined;
    const postmaster = clusterPort ? postmasterOf(clusterPort) : undefined;
    const env: Record<string, string> = {
      DATA_DIR: bench.dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SMTP_URL: sink.url,
      MAIL_FROM: 'Workload <no-reply@workload.example.com>',
      DEMO_TENANT: 'false',
      AUTH_RATE_LIMIT: '100000',
      PORTAL_RATE_LIMIT: '100000',
      ...(bench.cluster && { DATABASE_URL: `${bench.cluster.url}/postgres` }),
    };
    const pool = new AssociatePool(set, submittedWeek);
    const counts = engine === 'pglite' ? [1] : flags.instances.split(',').map(Number);
    for (const count of counts)
      results.push(await topology(engine, count, env, pool, sink, postmaster));
  } finally {
    await sink.close();
    removeDatabase();
    removeDatabase = () => {};
  }
  return results;
}

ensureBuilt(say);
const started = Date.now();
say(
  `Monday-morning workload${quick ? ' (--quick)' : ''}: ${associatesTotal} associates in ${set.tenants} tenants, ` +
    `the hour compressed into ${minutes} min, submitting the week of ${submittedWeek}; ` +
    `think ${behaviour.thinkMs} ms, contacts act ${behaviour.contactDelayMs} ms after a mail (means), ` +
    `${behaviour.inboxShare * 100} % from the inbox, ${behaviour.rejectShare * 100} % of days rejected` +
    (Object.keys(extraEnv).length ? `; instances with ${flags.env!.join(' ')}` : ''),
);
const engines =
  flags.engine === 'both'
    ? (['pglite', 'postgres'] as const)
    : [flags.engine as 'pglite' | 'postgres'];
const results: TopologyResult[] = [];
for (const engine of engines) results.push(...(await runEngine(engine)));
say('\n# summary');
for (const r of results)
  say(
    `${r.engine}, ${r.instances} instance(s)${r.instanceCpus === undefined ? '' : ` of ${r.instanceCpus} cores`}: capacity ${Math.round(r.capacity * 3600)} associates/hour ` +
      `(${Math.round((r.capacity * 3600) / r.instances)} per instance); peak window: ` +
      `${r.peak.ops.reduce((n, op) => n + op.errors, 0)} errors, mail p99 ${(r.peak.mail.p99 / 1000).toFixed(1)} s`,
  );
const pg = results.filter((r) => r.engine === 'postgres');
if (pg.length > 1 && pg[0]!.capacity)
  say(
    `PostgreSQL: ${pg.at(-1)!.instances} instances serve ${(pg.at(-1)!.capacity / pg[0]!.capacity).toFixed(2)}× one instance`,
  );
mkdirSync(join(flags.out, '..'), { recursive: true });
writeFileSync(
  flags.out,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      quick,
      set,
      minutes,
      peakSeconds,
      instanceCpus,
      behaviour,
      peak: PEAK,
      results,
    },
    null,
    2,
  ),
);
say(`written to ${flags.out}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(0);
