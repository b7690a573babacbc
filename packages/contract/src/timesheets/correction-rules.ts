import { hoursToMinutes, MAX_DAY_MINUTES } from './week.ts';

/**
 * A correction a project contact proposes for a day and the associate counter-signs (issue 29
 * §4): its states, messages and the rule for its hours. No zod here, so that the approval
 * page's own bundle can use them.
 */
export const CORRECTION_STATES = ['proposed', 'accepted', 'declined'] as const;
export type CorrectionState = (typeof CORRECTION_STATES)[number];

export const CORRECTION_MESSAGES = {
  commentRequired: 'A comment is required to propose a correction',
  hoursRequired: 'Enter the corrected hours',
  hoursNumber: 'Corrected hours must be a number',
  quarterHours: 'Enter the corrected hours in steps of 0.25 (a quarter hour)',
  hoursRange:
    'Corrected hours must be more than 0 and at most 24: reject the day if no time was worked',
  unchanged: 'The correction is the same as the entered time: approve the day instead',
  dayTotal: 'With the corrected hours the day would have more than 24 hours',
  replyRequired: 'A reply is required to decline a correction',
  nothingProposed: 'There is no proposed correction on this day',
  onBehalfOnly: 'An administrator answers a correction on the associate’s behalf (onBehalf: true)',
} as const;

/** Why corrected hours cannot be taken (quarter hours, more than 0, at most 24), or null. */
export function correctedHoursIssue(hours: number): string | null {
  if (!Number.isFinite(hours)) return CORRECTION_MESSAGES.hoursNumber;
  if (hours <= 0 || hours * 60 > MAX_DAY_MINUTES) return CORRECTION_MESSAGES.hoursRange;
  if (hoursToMinutes(hours) === null) return CORRECTION_MESSAGES.quarterHours;
  return null;
}
