import { z } from 'zod';
import { TimecardInputSchema, type RejectedDaysAction } from './timesheets.ts';

export { REJECTED_DAYS_ACTIONS, type RejectedDaysAction } from './timesheets.ts';
import { isCalendarDay, isWeekStart, WEEK_DAYS, type WeekDay } from './week.ts';
import type { DayReview } from './rules.ts';

/**
 * Rejected days (issue 28 §1): what an associate can do about a submitted week with rejected
 * days, alike for the server and the screens. With the tenant's setting "Rejected days reopen
 * for the associate" on, the rejected days, and only they, open for a fix and are resubmitted
 * alone; with it off, the associate asks the administrators to allow resubmission (A§4).
 */

export const REJECTED_DAYS_MESSAGES = {
  notRejected: 'Only the rejected days can be changed',
  noRejectedDays: 'This timecard has no rejected days',
  nothingToFix: 'This week has no rejected days to fix',
  reopenOff: 'Rejected days do not reopen in this company: ask to resubmit instead',
  reopenOn: 'Rejected days reopen for you: fix and resubmit them',
  alreadyAsked: 'You have already asked to resubmit this week',
  alreadyAllowed: 'Resubmission is already allowed for this timesheet',
  notAllowed: 'Resubmission is not allowed for this timesheet: there is nothing to revoke',
  notSubmitted: 'Only a submitted timesheet can be allowed resubmission',
} as const;

/** The tenant setting's label and help (Account Information). */
export const REJECTED_DAYS_SETTING = {
  label: 'Rejected days reopen for the associate',
  help: 'On: an associate fixes the rejected days and resubmits only them. Off: they ask an administrator to allow resubmission.',
} as const;

interface ReviewedWeek {
  submittedAt: string | null;
  resubmissionAllowed: boolean;
  resubmissionRequestedAt: string | null;
  timeCards: readonly { data: Record<WeekDay, { review: DayReview }> }[];
}

/** The weekdays of a timecard whose decision is a rejection. */
export const rejectedDaysOf = (card: ReviewedWeek['timeCards'][number]): WeekDay[] =>
  WEEK_DAYS.filter((day) => card.data[day].review === 'rejected');

export const hasRejectedDays = (timesheet: Pick<ReviewedWeek, 'timeCards'>) =>
  timesheet.timeCards.some((card) => rejectedDaysOf(card).length > 0);

/** The rule above: what the week's rejected days offer, given the tenant's setting. */
export function rejectedDaysAction(
  timesheet: ReviewedWeek | null,
  reopen: boolean,
): RejectedDaysAction | null {
  if (!timesheet?.submittedAt || timesheet.resubmissionAllowed) return null;
  if (!hasRejectedDays(timesheet)) return null;
  if (reopen) return 'fix';
  return timesheet.resubmissionRequestedAt ? 'asked' : 'ask';
}

/**
 * Allow Resubmission (A§4) on a submitted week, confirmed first; revoking it is possible while
 * it is allowed, that is until the associate saves or resubmits the week.
 */
export function resubmissionChangeProblem(
  timesheet: { submittedAt: string | null; resubmissionAllowed: boolean },
  allow: boolean,
): string | undefined {
  if (allow) {
    if (!timesheet.submittedAt) return REJECTED_DAYS_MESSAGES.notSubmitted;
    if (timesheet.resubmissionAllowed) return REJECTED_DAYS_MESSAGES.alreadyAllowed;
    return undefined;
  }
  return timesheet.resubmissionAllowed ? undefined : REJECTED_DAYS_MESSAGES.notAllowed;
}

/** PUT /submit-time/rejected-days: the rejected days' new hours and descriptions, resubmitted. */
export const FixRejectedDaysSchema = z.object({
  periodStart: z
    .string({ error: 'periodStart must be a date (YYYY-MM-DD)' })
    .refine(isCalendarDay, 'invalid date')
    .refine(isWeekStart, 'periodStart must be a Saturday (weeks run Saturday to Friday)'),
  userId: z.string().trim().min(1).max(100).optional(),
  timeCards: z
    .array(TimecardInputSchema)
    .min(1, 'Name at least one timecard with rejected days')
    .max(100),
});
export type FixRejectedDays = z.input<typeof FixRejectedDaysSchema>;

/** POST /ts/ask-to-resubmit: the associate asks the administrators to allow resubmission. */
export const AskToResubmitSchema = z.object({ timesheetId: z.string().min(1).max(300) });
