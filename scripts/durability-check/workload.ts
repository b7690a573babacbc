// The writes of one round, until the instance is killed: two savers rewriting their own draft
// weeks, a submitter submitting fresh weeks, and the contact deciding submitted weeks through
// the approval links mailed to them. Every write is recorded as sent, then as acknowledged.
import { WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { call } from '../scale-check/http.ts';
import { sleep } from '../scale-check/instances.ts';

export const CONTACT = 'paula.nguyen@northwind.example';
const WORKDAYS = WEEK_DAYS.filter((day) => day !== 'saturday' && day !== 'sunday');

export interface Session {
  base: string;
  token: string;
  projectId: string;
  taskId: string;
  thisWeek: string;
}

export interface SavedWeek {
  /** Monday's description of each save, in the order sent (one saver per week). */
  sent: string[];
  /** Index in `sent` of the last acknowledged save; -1 while none is. */
  lastAcknowledged: number;
  acknowledged: number;
}

export interface Ledger {
  saves: Map<string, SavedWeek>;
  /** Acknowledged submits by week: the description every workday carries. */
  submits: Map<string, string>;
  /** Acknowledged approvals of every workday, by week. */
  decisions: Map<string, true>;
}

/** Approval tokens read from the mailbox, with the week each one is for (null: not ours). */
export const tokenWeeks = new Map<string, string | null>();
const attempted = new Set<string>();

/** Reads the contact's mail (newest `pages` pages) and learns the week of each new link. */
export async function learnTokens(session: Session, pages: number): Promise<void> {
  for (let page = 0; page < pages; page++) {
    const answer = await call(
      session.base,
      `/api/util/dev-mailbox?to=${encodeURIComponent(CONTACT)}&pageSize=100&page=${page}`,
    );
    if (answer.status !== 200) return;
    const messages = (answer.body as { messages: { text: string }[] }).messages;
    for (const message of messages) {
      const token = /approve-time\?token=(\S+)/.exec(message.text)?.[1];
      if (!token || tokenWeeks.has(token)) continue;
      const view = await call(session.base, `/api/ts/approval/${token}`);
      if (view.status !== 200) continue;
      tokenWeeks.set(token, (view.body as { periodStart: string }).periodStart);
    }
    if (messages.length < 100) return;
  }
}

export interface RoundOutcome {
  acknowledged: number;
  /** Writes whose connection the kill cut (no answer): not acknowledged, so either state is fine. */
  inFlight: number;
  problems: string[];
}

export async function runWorkload({
  session,
  round,
  saverWeeks,
  submitWeek,
  ledger,
  stop,
}: {
  session: Session;
  round: number;
  saverWeeks: string[][];
  submitWeek: () => string;
  ledger: Ledger;
  stop: { now: boolean };
}): Promise<RoundOutcome> {
  const outcome: RoundOutcome = { acknowledged: 0, inFlight: 0, problems: [] };
  const card = (data: Record<string, { hours: number; description: string }>) => ({
    projectId: session.projectId,
    taskId: session.taskId,
    data,
  });
  const settle = (status: number, what: string, body: unknown) => {
    if (status >= 200 && status < 300) {
      outcome.acknowledged++;
      return true;
    }
    if (status === 0) outcome.inFlight++;
    else if (!stop.now)
      outcome.problems.push(`${what}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
    return false;
  };

  const saver = async (worker: number) => {
    for (let n = 0; !stop.now; n++) {
      const week = saverWeeks[worker]![n % saverWeeks[worker]!.length]!;
      const entry = ledger.saves.get(week) ?? { sent: [], lastAcknowledged: -1, acknowledged: 0 };
      ledger.saves.set(week, entry);
      const description = `Round ${round} saver ${worker} save ${n}`;
      entry.sent.push(description);
      const index = entry.sent.length - 1;
      const answer = await call(session.base, '/api/submit-time/week', {
        method: 'PUT',
        token: session.token,
        body: {
          periodStart: week,
          submit: false,
          timeCards: [card({ monday: { hours: 1 + (n % 8), description } })],
        },
      });
      if (settle(answer.status, `save ${week}`, answer.body)) {
        entry.lastAcknowledged = index;
        entry.acknowledged++;
      }
    }
  };

  const submitter = async () => {
    while (!stop.now) {
      const week = submitWeek();
      const description = `Submitted in round ${round}`;
      const answer = await call(session.base, '/api/submit-time/week', {
        method: 'PUT',
        token: session.token,
        body: {
          periodStart: week,
          submit: true,
          timeCards: [
            card(Object.fromEntries(WORKDAYS.map((day) => [day, { hours: 8, description }]))),
          ],
        },
      });
      if (settle(answer.status, `submit ${week}`, answer.body))
        ledger.submits.set(week, description);
      await sleep(50);
    }
  };

  const decider = async () => {
    while (!stop.now) {
      await learnTokens(session, 1);
      const waiting = [...tokenWeeks].filter(
        ([token, week]) => week && ledger.submits.has(week) && !attempted.has(token),
      );
      for (const [token, week] of waiting) {
        if (stop.now) break;
        attempted.add(token);
        const days = Object.fromEntries(WORKDAYS.map((day) => [day, { review: 'approved' }]));
        const answer = await call(session.base, `/api/ts/approval/${token}`, {
          method: 'POST',
          body: {
            timeCards: [{ projectId: session.projectId, taskId: session.taskId, days }],
          },
        });
        if (settle(answer.status, `decision ${week}`, answer.body))
          ledger.decisions.set(week!, true);
      }
      await sleep(50);
    }
  };

  await Promise.all([saver(0), saver(1), submitter(), decider()]);
  return outcome;
}
