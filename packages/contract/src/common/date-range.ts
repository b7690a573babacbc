import { z } from 'zod';
import { isCalendarDay } from '../timesheets/week.ts';

/**
 * A period of calendar days `from`–`to`, both included: the filters of All Timesheets, Search
 * Timecards and the reports. One rule for the server's schemas and the screens' fields.
 */

export const DATE_RANGE_MESSAGES = { reversed: 'from must be on or before to' } as const;

/** A period that ends before it starts; an open end (blank or absent) never does. */
export const isReversedRange = (range: { from?: string | null; to?: string | null }) =>
  Boolean(range.from && range.to && range.from > range.to);

/** How many days `from`–`to` covers, both included. */
export const daysIn = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * A day a person meant, not one a date field passes through while its year is typed (0002,
 * 0020, 0202 on the way to 2026): the screens act on a typed day only once it is plausible.
 */
export const isPlausibleDay = (value: string) =>
  isCalendarDay(value) && value >= '1900-01-01' && value <= '2999-12-31';

/** A calendar-day parameter; the message names it. */
export const dayParamSchema = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDay, `${name} must be a date (YYYY-MM-DD)`);

/** Adds the reversed-period issue at `to`, where the person fixes it. */
export function checkRange(range: { from?: string; to?: string }, ctx: z.RefinementCtx): boolean {
  if (!isReversedRange(range)) return true;
  ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_RANGE_MESSAGES.reversed });
  return false;
}
