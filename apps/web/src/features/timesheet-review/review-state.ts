import type { Review } from '@tallysheet/contract/timesheets/admin';
import type {
  DayReviewValue,
  Timecard,
  Timesheet,
} from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { REVIEW_TEXT } from './messages.ts';

/** The administrator's choice for one worked day, not sent yet. */
export interface DayDraft {
  review: DayReviewValue | null;
  comment: string;
}

/** The choices on one timecard: a whole-timecard decision, manager comments, its days. */
export interface CardDraft {
  /** Set by Approve all / Reject all until a single day is changed again. */
  whole: DayReviewValue | null;
  managerComments: string;
  days: Partial<Record<WeekDay, DayDraft>>;
}

export type ReviewDraft = Record<string, CardDraft>;

export const cardKey = (card: Pick<Timecard, 'projectId' | 'taskId'>) =>
  `${card.projectId}\u0000${card.taskId}`;

/** Where a field's error is kept: a day's comment or the card's manager comments. */
export const dayField = (key: string, day: WeekDay) => `${key}\u0000${day}`;
export const commentsField = (key: string) => `${key}\u0000managerComments`;

/** The days with hours, Saturday first: only they can be reviewed. */
export const workedDays = (card: Timecard): WeekDay[] =>
  WEEK_DAYS.filter((day) => card.data[day].hours > 0);

/** Only submitted timecards can be reviewed (ADMIN_TIMESHEET_MESSAGES.notPending). */
export const isReviewable = (card: Timecard) => card.status !== 'draft';

/** The draft as the server has it: every day's decision and comment, the manager comments. */
export function initialDraft(timesheet: Timesheet): ReviewDraft {
  return Object.fromEntries(
    timesheet.timeCards.map((card) => [
      cardKey(card),
      {
        whole: null,
        managerComments: card.managerComments,
        days: Object.fromEntries(
          workedDays(card).map((day) => [
            day,
            { review: card.data[day].review, comment: card.data[day].reviewComment ?? '' },
          ]),
        ),
      },
    ]),
  );
}

/** One day's decision or comment changed; choosing a day ends a whole-timecard decision. */
export function withDay(
  draft: ReviewDraft,
  key: string,
  day: WeekDay,
  change: Partial<DayDraft>,
): ReviewDraft {
  const card = draft[key]!;
  const current = card.days[day] ?? { review: null, comment: '' };
  return {
    ...draft,
    [key]: {
      ...card,
      whole: change.review !== undefined ? null : card.whole,
      days: { ...card.days, [day]: { ...current, ...change } },
    },
  };
}

/** Approve all / Reject all: every worked day takes the decision. */
export function withWhole(draft: ReviewDraft, key: string, decision: DayReviewValue): ReviewDraft {
  const card = draft[key]!;
  const days = Object.fromEntries(
    Object.entries(card.days).map(([day, value]) => [day, { ...value, review: decision }]),
  );
  return { ...draft, [key]: { ...card, whole: decision, days } };
}

export function withManagerComments(
  draft: ReviewDraft,
  key: string,
  managerComments: string,
): ReviewDraft {
  return { ...draft, [key]: { ...draft[key]!, managerComments } };
}

const dayChanged = (card: Timecard, day: WeekDay, value: DayDraft) =>
  value.review !== card.data[day].review ||
  value.comment.trim() !== (card.data[day].reviewComment ?? '').trim();

const commentsChanged = (card: Timecard, value: CardDraft) =>
  value.managerComments.trim() !== card.managerComments.trim();

/**
 * The days to name: those whose decision or comment differs from what the server has. Under
 * Approve all / Reject all the status decides every day and resets its comment (to none, or
 * the manager comments when rejecting), so the days named are those with a comment to keep.
 */
function changedDays(card: Timecard, value: CardDraft): WeekDay[] {
  return workedDays(card).filter((day) => {
    const draft = value.days[day];
    if (!draft || draft.review === null) return false;
    if (value.whole) return Boolean(draft.comment.trim());
    return dayChanged(card, day, draft);
  });
}

/** How many decisions and comments differ from the server's: the Submit bar's count. */
export function changeCount(timesheet: Timesheet, draft: ReviewDraft): number {
  return timesheet.timeCards.filter(isReviewable).reduce((sum, card) => {
    const value = draft[cardKey(card)];
    if (!value) return sum;
    const days = workedDays(card).filter((day) => {
      const day_ = value.days[day];
      return day_ && day_.review !== null && dayChanged(card, day, day_);
    }).length;
    return sum + days + (commentsChanged(card, value) ? 1 : 0) + (value.whole && !days ? 1 : 0);
  }, 0);
}

/**
 * The contract's rules before sending: a rejected day needs its comment, Reject all needs the
 * manager comments. Keyed by `dayField` and `commentsField`.
 */
export function reviewErrors(timesheet: Timesheet, draft: ReviewDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const card of timesheet.timeCards.filter(isReviewable)) {
    const key = cardKey(card);
    const value = draft[key];
    if (!value) continue;
    if (value.whole === 'rejected' && !value.managerComments.trim())
      errors[commentsField(key)] = REVIEW_TEXT.rejectCardComment;
    if (value.whole) continue;
    for (const day of workedDays(card)) {
      const entry = value.days[day];
      if (entry?.review === 'rejected' && !entry.comment.trim() && dayChanged(card, day, entry))
        errors[dayField(key, day)] = REVIEW_TEXT.rejectDayComment;
    }
  }
  return errors;
}

/**
 * POST /ts/review's body with only what changed (days not named keep their review), and the
 * field behind each `timeCards.{i}....` path, to put the server's errors back on the page.
 */
export function buildReview(
  timesheet: Timesheet,
  draft: ReviewDraft,
): { body: Review; fieldAt(path: string): string | undefined } {
  const timeCards: Review['timeCards'] = [];
  const keys: string[] = [];
  for (const card of timesheet.timeCards.filter(isReviewable)) {
    const key = cardKey(card);
    const value = draft[key];
    if (!value) continue;
    const days = changedDays(card, value);
    const comments = commentsChanged(card, value) || value.whole === 'rejected';
    if (!value.whole && days.length === 0 && !comments) continue;
    timeCards.push({
      projectId: card.projectId,
      taskId: card.taskId,
      ...(value.whole && { status: value.whole }),
      ...(comments && { managerComments: value.managerComments.trim() }),
      ...(days.length > 0 && {
        days: Object.fromEntries(
          days.map((day) => {
            const entry = value.days[day]!;
            return [day, { review: entry.review!, reviewComment: entry.comment.trim() }];
          }),
        ),
      }),
    });
    keys.push(key);
  }
  return {
    body: { timesheetId: timesheet.timesheetId, timeCards },
    fieldAt(path) {
      const match = /^timeCards\.(\d+)\.(?:days\.([a-z]+)|managerComments|status)/.exec(path);
      const key = match ? keys[Number(match[1])] : undefined;
      if (!key) return undefined;
      const day = match![2];
      if (day === undefined) return commentsField(key);
      return (WEEK_DAYS as readonly string[]).includes(day)
        ? dayField(key, day as WeekDay)
        : undefined;
    },
  };
}
