// Types only from the timesheet contract: its schemas stay out of the approval page's bundle.
import type {
  ApprovalDecision,
  ApprovalView,
  DayReviewValue,
  Reviewer,
} from '@tallysheet/contract/timesheets/timesheets';
import type { Correction } from '@tallysheet/contract/timesheets/corrections';
import type { DayReview } from '@tallysheet/contract/timesheets/rules';
import {
  CORRECTION_MESSAGES,
  correctedHoursIssue,
} from '@tallysheet/contract/timesheets/correction-rules';
import { parseHoursText } from '@tallysheet/contract/timesheets/hours-input';
import { REJECT_COMMENT_REQUIRED } from '@tallysheet/contract/timesheets/review';
import { WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';

/** One timecard's day with hours: what the contact approves or rejects. */
export interface WorkedDay {
  key: string;
  projectId: string;
  taskId: string;
  taskName: string;
  day: WeekDay;
  date: string;
  hours: number;
  description: string;
  /** The decision already made (by an administrator, another contact or this one earlier). */
  review: DayReview;
  reviewComment: string | null;
  reviewedBy: Reviewer | null;
  /** A correction proposed for the day, waiting, accepted or declined (issue 29 §4). */
  correction?: Correction;
}

/** What a contact may choose for an open day: approve, reject, or propose a correction. */
export type ChoiceReview = DayReviewValue | 'correction';

/** The contact's choice for an open day, not sent yet (a correction's hours as typed). */
export interface Choice {
  review: ChoiceReview;
  comment: string;
  hours?: string;
  description?: string;
}
export type Choices = Record<string, Choice>;

export const dayKey = (projectId: string, taskId: string, day: WeekDay) =>
  `${projectId}\u0000${taskId}\u0000${day}`;

/** Every day with hours, Saturday first, the timecards in their order within a day. */
export function workedDays(view: Pick<ApprovalView, 'timeCards'>): WorkedDay[] {
  return WEEK_DAYS.flatMap((day) =>
    view.timeCards
      .filter((card) => card.data[day].hours > 0)
      .map((card) => {
        const entry = card.data[day];
        return {
          key: dayKey(card.projectId, card.taskId, day),
          projectId: card.projectId,
          taskId: card.taskId,
          taskName: card.taskName,
          day,
          date: entry.date,
          hours: entry.hours,
          description: entry.description,
          review: entry.review,
          reviewComment: entry.reviewComment,
          reviewedBy: entry.reviewedBy,
          ...(entry.correction && { correction: entry.correction }),
        };
      }),
  );
}

/** The choices with every open one of `days` approved that has no choice yet. */
export function approveOpen(choices: Choices, days: WorkedDay[]): Choices {
  const next = { ...choices };
  for (const day of days)
    if (day.review === null) next[day.key] ??= { review: 'approved', comment: '' };
  return next;
}

/** The days still waiting for a decision. */
export const openDays = (days: WorkedDay[]) => days.filter((day) => day.review === null);

/** How many open days the contact approved, rejected, corrected and left undecided. */
export function countChoices(open: WorkedDay[], choices: Choices) {
  const count = (review: ChoiceReview) =>
    open.filter((day) => choices[day.key]?.review === review).length;
  const [approved, rejected, corrected] = [
    count('approved'),
    count('rejected'),
    count('correction'),
  ];
  return {
    approved,
    rejected,
    corrected,
    undecided: open.length - approved - rejected - corrected,
  };
}

/** Why a proposed correction cannot go yet (its hours, then its comment), or null. */
function correctionIssue(choice: Choice): string | null {
  const hours = parseHoursText(choice.hours ?? '');
  if (!choice.hours?.trim()) return CORRECTION_MESSAGES.hoursRequired;
  if (hours === null) return CORRECTION_MESSAGES.hoursNumber;
  return (
    correctedHoursIssue(hours) ??
    (choice.comment.trim() ? null : CORRECTION_MESSAGES.commentRequired)
  );
}

/** The rejected days without a comment, keyed to the contract's message. */
export function missingComments(open: WorkedDay[], choices: Choices): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const day of open) {
    const choice = choices[day.key];
    if (choice?.review === 'rejected' && !choice.comment.trim())
      errors[day.key] = REJECT_COMMENT_REQUIRED;
    const issue = choice?.review === 'correction' && correctionIssue(choice);
    if (issue) errors[day.key] = issue;
  }
  return errors;
}

/** One chosen day as the POST sends it: approved, rejected with its comment, or a correction. */
export function dayDecision(
  choice: Choice,
): ApprovalDecision['timeCards'][number]['days']['saturday'] & {} {
  if (choice.review === 'correction')
    return {
      review: 'correction',
      correctedHours: parseHoursText(choice.hours ?? '') ?? Number.NaN,
      ...(choice.description?.trim() && { correctedDescription: choice.description.trim() }),
      reviewComment: choice.comment.trim(),
    };
  return choice.review === 'rejected'
    ? { review: 'rejected', reviewComment: choice.comment.trim() }
    : { review: 'approved' };
}

/**
 * The POST body for the chosen days (days not named keep their state), and the day behind
 * each `timeCards.{i}.days.{day}` path, to put the server's field errors back on their cards.
 */
export function buildDecision(
  open: WorkedDay[],
  choices: Choices,
): { body: ApprovalDecision; keyAt(path: string): string | undefined } {
  const cards: ApprovalDecision['timeCards'] = [];
  const indexOf = new Map<string, number>();
  for (const day of open) {
    const choice = choices[day.key];
    if (!choice) continue;
    const cardKey = `${day.projectId}\u0000${day.taskId}`;
    let index = indexOf.get(cardKey);
    if (index === undefined) {
      index = cards.length;
      indexOf.set(cardKey, index);
      cards.push({ projectId: day.projectId, taskId: day.taskId, days: {} });
    }
    cards[index]!.days[day.day] = dayDecision(choice);
  }
  return {
    body: { timeCards: cards },
    keyAt(path) {
      const match = /^timeCards\.(\d+)\.days\.([a-z]+)/.exec(path);
      const card = match ? cards[Number(match[1])] : undefined;
      if (!card || !(WEEK_DAYS as readonly string[]).includes(match![2]!)) return undefined;
      return dayKey(card.projectId, card.taskId, match![2] as WeekDay);
    },
  };
}

/** "7.5" or "8": hours as figures, at most two decimals. */
export const formatHours = (hours: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(hours);

/** "7.5 hours", "1 hour". */
export const hoursLabel = (hours: number) =>
  `${formatHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
