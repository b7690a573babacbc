import { z } from 'zod';
import { CORRECTION_MESSAGES, CORRECTION_STATES, correctedHoursIssue } from './correction-rules.ts';
import { MAX_DESCRIPTION, MAX_REVIEW_COMMENT } from './review.ts';
import { WEEK_DAYS } from './week.ts';

export { CORRECTION_MESSAGES, CORRECTION_STATES, correctedHoursIssue };

/**
 * Corrections the associate counter-signs (issue 29 §4, API.md "review correction"): a
 * project contact proposes corrected hours (and optionally a description) for a day with a
 * comment; the associate accepts (the day is approved with the corrected hours, as a new
 * version) or declines with a reply (the day goes back to the contact, pending).
 */

/** A day's correction as the API shows it, beside the day's own hours and review. */
export const CorrectionSchema = z.object({
  /** The corrected hours and description. */
  hours: z.number(),
  description: z.string(),
  comment: z.string(),
  /** The contact who proposed it, and when. */
  proposedBy: z.string(),
  proposedAt: z.string(),
  state: z.enum(CORRECTION_STATES),
  /** The associate's reply to a declined correction. */
  reply: z.string().optional(),
  /** The hours and description as the associate entered them. */
  originalHours: z.number(),
  originalDescription: z.string(),
  /** Who accepted or declined, and when; `onBehalf` when an administrator answered. */
  answeredBy: z.string().optional(),
  answeredAt: z.string().optional(),
  onBehalf: z.boolean().optional(),
  /** The associate an administrator answered for. */
  onBehalfOf: z.string().optional(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

/** A day's decision in the approval portal proposing a correction (comment required). */
export const CorrectionDecisionSchema = z
  .object({
    review: z.literal('correction'),
    correctedHours: z.number({ error: CORRECTION_MESSAGES.hoursRequired }),
    correctedDescription: z
      .string()
      .trim()
      .max(MAX_DESCRIPTION, `At most ${MAX_DESCRIPTION} characters`)
      .optional(),
    reviewComment: z
      .string({ error: CORRECTION_MESSAGES.commentRequired })
      .trim()
      .min(1, CORRECTION_MESSAGES.commentRequired)
      .max(MAX_REVIEW_COMMENT, `At most ${MAX_REVIEW_COMMENT} characters`),
  })
  .superRefine((value, ctx) => {
    const issue = correctedHoursIssue(value.correctedHours);
    if (issue) ctx.addIssue({ code: 'custom', path: ['correctedHours'], message: issue });
  });
export type CorrectionDecision = z.input<typeof CorrectionDecisionSchema>;

/** POST /ts/corrections/{timesheetId}: the associate (or an administrator on behalf) answers. */
export const AnswerCorrectionSchema = z
  .object({
    projectId: z.string().trim().min(1).max(100),
    taskId: z.string().trim().min(1).max(100),
    day: z.enum(WEEK_DAYS, { error: 'day must be a day of the week, saturday to friday' }),
    accept: z.boolean({ error: 'accept must be true or false' }),
    reply: z
      .string()
      .trim()
      .max(MAX_REVIEW_COMMENT, `At most ${MAX_REVIEW_COMMENT} characters`)
      .optional(),
    /** An administrator answering for the associate says so. */
    onBehalf: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.accept && !value.reply)
      ctx.addIssue({ code: 'custom', path: ['reply'], message: CORRECTION_MESSAGES.replyRequired });
  });
export type AnswerCorrection = z.input<typeof AnswerCorrectionSchema>;
