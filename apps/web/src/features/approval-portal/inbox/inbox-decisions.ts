// Types only from the contract: its schemas stay out of the approval page's bundle.
import type {
  ApprovalInbox,
  InboxDecision,
  InboxTimesheet,
} from '@tallysheet/contract/timesheets/approval-inbox';
import type { Timecard } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { dayDecision, workedDays, type Choices, type WorkedDay } from '../decisions.ts';

/** A worked day in the inbox: a day card's day, keyed by its timesheet too. */
export interface InboxDay extends WorkedDay {
  timesheetId: string;
}

/** One timecard (project and task) of an associate's week, with its worked days. */
export interface InboxCard {
  key: string;
  card: Timecard;
  days: InboxDay[];
}

/** One associate's week: their waiting timecards. */
export interface InboxAssociate {
  timesheet: InboxTimesheet;
  cards: InboxCard[];
  totalHours: number;
}

/** One week: the associates with timecards waiting, by name. */
export interface InboxWeek {
  periodStart: string;
  periodEnd: string;
  associates: InboxAssociate[];
}

const cardKeyOf = (timesheetId: string, projectId: string, taskId: string) =>
  `${timesheetId}\u0000${projectId}\u0000${taskId}`;

/** The inbox grouped by week (oldest first), then associate, then timecard. */
export function groupInbox(inbox: ApprovalInbox): InboxWeek[] {
  const weeks = new Map<string, InboxWeek>();
  for (const timesheet of inbox.timesheets) {
    let week = weeks.get(timesheet.periodStart);
    if (!week) {
      week = { periodStart: timesheet.periodStart, periodEnd: timesheet.periodEnd, associates: [] };
      weeks.set(timesheet.periodStart, week);
    }
    const cards = timesheet.timeCards.map((card) => ({
      key: cardKeyOf(timesheet.timesheetId, card.projectId, card.taskId),
      card,
      days: workedDays({ timeCards: [card] }).map((day) => ({
        ...day,
        timesheetId: timesheet.timesheetId,
        key: `${timesheet.timesheetId}\u0000${day.key}`,
      })),
    }));
    week.associates.push({
      timesheet,
      cards,
      totalHours: cards.reduce((sum, card) => sum + card.card.totalHours, 0),
    });
  }
  return [...weeks.values()]
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart))
    .map((week) => ({
      ...week,
      associates: week.associates.sort((a, b) =>
        a.timesheet.userFullName.localeCompare(b.timesheet.userFullName),
      ),
    }));
}

/** Every day of the inbox, in the order shown. */
export const allDays = (weeks: InboxWeek[]) =>
  weeks.flatMap((week) =>
    week.associates.flatMap((associate) => associate.cards.flatMap((card) => card.days)),
  );

/**
 * The POST body for the chosen days (days not named keep waiting), and the day behind each
 * `decisions.{i}.days.{day}` path, to put the server's field errors back on their cards.
 */
export function buildInboxDecision(
  days: InboxDay[],
  choices: Choices,
): { body: InboxDecision; keyAt(path: string): string | undefined } {
  const decisions: InboxDecision['decisions'] = [];
  const indexOf = new Map<string, number>();
  const dayKeys = new Map<string, string>();
  for (const day of days) {
    const choice = choices[day.key];
    if (!choice || day.review !== null) continue;
    const cardKey = cardKeyOf(day.timesheetId, day.projectId, day.taskId);
    let index = indexOf.get(cardKey);
    if (index === undefined) {
      index = decisions.length;
      indexOf.set(cardKey, index);
      decisions.push({
        timesheetId: day.timesheetId,
        projectId: day.projectId,
        taskId: day.taskId,
        days: {},
      });
    }
    decisions[index]!.days[day.day] = dayDecision(choice);
    dayKeys.set(`${index}.${day.day}`, day.key);
  }
  return {
    body: { decisions },
    keyAt(path) {
      const match = /^decisions\.(\d+)\.days\.([a-z]+)/.exec(path);
      if (!match || !(WEEK_DAYS as readonly string[]).includes(match[2]!)) return undefined;
      return dayKeys.get(`${match[1]}.${match[2] as WeekDay}`);
    },
  };
}

/** "12 days approved, 1 day rejected". */
export function decidedText(counts: { approved: number; rejected: number; corrected?: number }) {
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  return [
    counts.approved ? `${days(counts.approved)} approved` : '',
    counts.rejected ? `${days(counts.rejected)} rejected` : '',
    counts.corrected ? `${days(counts.corrected)} with a proposed correction` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
