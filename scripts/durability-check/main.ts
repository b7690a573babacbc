// npm run durability-check: kill -9 of one embedded-engine (PGlite) instance of the built server
// during writes, again and again, and after each restart every acknowledged write is read back.
// Writes are the demo associate's week saves and submits, and the demo contact's decisions
// through the e-mailed approval links (read from the developer mailbox). Exits 1 when an
// acknowledged write is missing. Not part of npm test.
//   npm run durability-check -- [--rounds 20] [--port 0]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, weekStartOf } from '@tallysheet/contract/timesheets/week';
import { call, type Answer } from '../scale-check/http.ts';
import { ensureBuilt, freePort, instance, sleep } from '../scale-check/instances.ts';
import { checkAll } from './verify.ts';
import { runWorkload, type Ledger, type Session } from './workload.ts';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    port: { type: 'string', default: '0' },
  },
});
const say = (line: string) => process.stdout.write(`${line}\n`);
const rounds = Number(flags.rounds);

ensureBuilt(say);
const dataDir = mkdtempSync(join(tmpdir(), 'tallysheet-durability-'));
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const port = Number(flags.port) || (await freePort());
const server = instance('pglite', port, {
  DATA_DIR: dataDir,
  STAGE: 'local',
  APP_URL: `http://127.0.0.1:${port}`,
  AUTH_RATE_LIMIT: '100000',
  // The contact's links all come from this one address: its per-minute limit is not the subject.
  PORTAL_RATE_LIMIT: '100000',
});
/** First start migrates and seeds the demo tenant: slow on a busy machine. */
async function start() {
  server.spawn();
  await server.waitReady(300_000);
}

/** Signs the demo associate in (again after each restart) and finds the project to write to. */
async function session(): Promise<Session> {
  const login: Answer = await call(server.url, '/api/tokens/login', {
    method: 'POST',
    body: { tenantId: 'demo', externalUserId: 'associate', password: 'Tallysheet-demo-1' },
  });
  const token = (login.body as { jwt?: string } | undefined)?.jwt;
  if (!token) throw new Error(`sign-in: ${login.status} ${JSON.stringify(login.body)}`);
  const week = await call(server.url, '/api/submit-time/week', { token });
  const body = week.body as {
    periodStart: string;
    options: {
      projectName: string;
      projectId: string;
      tasks: { taskId: string; taskName: string }[];
    }[];
  };
  const project = body.options.find((option) => option.projectName === 'Data Platform');
  if (!project) throw new Error(`the demo's Data Platform project is missing: ${week.status}`);
  return {
    base: server.url,
    token,
    projectId: project.projectId,
    taskId: project.tasks.find((task) => task.taskName === 'Data modelling')!.taskId,
    thisWeek: weekStartOf(body.periodStart),
  };
}

const started = Date.now();
let failed = false;
const ledger: Ledger = { saves: new Map(), submits: new Map(), decisions: new Map() };
const problems: string[] = [];
let restartMs = 0;
try {
  await start();
  let current = await session();
  // Weeks well before the demo's own (three past weeks and this one): 2 savers own 4 weeks
  // each; submits take a fresh week each, further back.
  const saverWeeks = [0, 1].map((worker) =>
    [0, 1, 2, 3].map((k) => addDays(current.thisWeek, -7 * (8 + worker * 4 + k))),
  );
  let nextSubmitWeek = 0;
  const submitWeek = () => addDays(current.thisWeek, -7 * (20 + nextSubmitWeek++));
  say(
    `durability check: one PGlite instance :${port} (DATA_DIR ${dataDir}), ${rounds} rounds of ` +
      'week saves, submits and approval-link decisions, kill -9 at a random moment, restart, read back',
  );
  for (let round = 0; round < rounds; round++) {
    // A random moment 1–8 s in: writes are slow on a busy machine, and a decision needs a submit first.
    const killAfterMs = 1000 + Math.floor(Math.random() * 7000);
    const stop = { now: false };
    const work = runWorkload({ session: current, round, saverWeeks, submitWeek, ledger, stop });
    await sleep(killAfterMs);
    await server.kill();
    stop.now = true;
    const outcome = await work;
    problems.push(...outcome.problems);
    const restart = Date.now();
    await start();
    const restartedIn = Date.now() - restart;
    restartMs = Math.max(restartMs, restartedIn);
    current = await session();
    const check = await checkAll(current, ledger);
    say(
      `round ${String(round + 1).padStart(2)}: killed after ${killAfterMs} ms; ` +
        `${outcome.acknowledged} writes acknowledged this round (${outcome.inFlight} cut by the kill); ` +
        `restarted in ${restartedIn} ms; ${check.checked} acknowledged states read back ` +
        '(per week its last acknowledged save, its submit, its decision), ' +
        `${check.lost.length} lost`,
    );
    if (check.lost.length) {
      failed = true;
      for (const line of check.lost.slice(0, 10)) say(`  LOST ${line}`);
    }
  }
  const final = await checkAll(current, ledger);
  const writes = [...ledger.saves.values()].reduce((n, week) => n + week.acknowledged, 0);
  if (problems.length) failed = true;
  say(
    `${final.lost.length ? 'FAIL' : 'PASS'} ${rounds} rounds of kill -9 on PGlite: ` +
      `${writes + ledger.submits.size + ledger.decisions.size} acknowledged writes ` +
      `(${writes} week saves over ${ledger.saves.size} weeks, ${ledger.submits.size} submits, ` +
      `${ledger.decisions.size} approval-link decisions); after the last restart ` +
      `${final.checked} final states read back, lost = ${final.lost.length}; ` +
      `${final.mailless} acknowledged submits without their approval e-mail; ` +
      `${problems.length} unexpected answers${problems.length ? `: ${problems.slice(0, 5).join('; ')}` : ''}; ` +
      `slowest restart ${restartMs} ms`,
  );
  if (final.lost.length || final.mailless) failed = true;
} catch (error) {
  failed = true;
  say(`FAIL the durability check could not run: ${(error as Error).message}`);
  say(server.stderr());
} finally {
  await server.kill();
}
say(`${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
