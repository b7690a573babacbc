// Reads every week the ledger has an acknowledged write for back through the API, as the
// associate sees it, and lists the acknowledged writes that are not there.
import { WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import { call } from '../scale-check/http.ts';
import { learnTokens, tokenWeeks, type Ledger, type Session } from './workload.ts';

interface WeekRead {
  timesheet: {
    status: string;
    timeCards: {
      projectId: string;
      taskId: string;
      data: Record<string, { hours: number; description: string; review: string | null }>;
    }[];
  } | null;
}

export interface CheckResult {
  /** Acknowledged final states read back. */
  checked: number;
  lost: string[];
  /** Acknowledged submits for which no approval e-mail to the contact exists. */
  mailless: number;
}

export async function checkAll(session: Session, ledger: Ledger): Promise<CheckResult> {
  const weeks = new Set([...ledger.saves.keys(), ...ledger.submits.keys()]);
  const lost: string[] = [];
  let checked = 0;
  for (const week of weeks) {
    const answer = await call(session.base, `/api/submit-time/week?date=${week}`, {
      token: session.token,
    });
    if (answer.status !== 200) {
      lost.push(`${week}: the week could not be read (${answer.status} ${answer.error ?? ''})`);
      continue;
    }
    const card = (answer.body as WeekRead).timesheet?.timeCards.find(
      (each) => each.projectId === session.projectId && each.taskId === session.taskId,
    );
    const saved = ledger.saves.get(week);
    if (saved && saved.lastAcknowledged >= 0) {
      checked++;
      // The last acknowledged save, or a later one the kill cut before its answer.
      const allowed = saved.sent.slice(saved.lastAcknowledged);
      const found = card?.data.monday?.description;
      if (!found || !allowed.includes(found))
        lost.push(
          `${week}: save "${saved.sent[saved.lastAcknowledged]}" was acknowledged, the week reads "${found ?? 'no timecard'}"`,
        );
    }
    const submitted = ledger.submits.get(week);
    if (submitted) {
      checked++;
      const status = (answer.body as WeekRead).timesheet?.status ?? 'none';
      if (!card || status === 'draft' || card.data.monday?.description !== submitted)
        lost.push(`${week}: submit was acknowledged, the week reads status ${status}`);
    }
    if (ledger.decisions.has(week)) {
      checked++;
      const undecided = WEEK_DAYS.filter(
        (day) => (card?.data[day]?.hours ?? 0) > 0 && card?.data[day]?.review !== 'approved',
      );
      if (!card || undecided.length)
        lost.push(
          `${week}: approval was acknowledged, not approved: ${undecided.join(', ') || 'no timecard'}`,
        );
    }
  }
  await learnTokens(session, 100);
  const mailed = new Set(tokenWeeks.values());
  const mailless = [...ledger.submits.keys()].filter((week) => !mailed.has(week)).length;
  return { checked, lost, mailless };
}
