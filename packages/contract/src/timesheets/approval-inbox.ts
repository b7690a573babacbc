import { z } from 'zod';
import { TimecardDecisionSchema, TimecardSchema } from './timesheets.ts';

/**
 * The approver's inbox (issue 29 §1, API.md "Approvals that get done"): one link per contact
 * listing every timecard waiting for their decision, across associates, weeks and projects.
 */

/** At most this many timesheets in one answer, oldest week first; `more` says there are others. */
export const INBOX_PAGE_SIZE = 100;
/** At most this many timecard decisions in one POST. */
export const MAX_INBOX_DECISIONS = 500;

export const INBOX_MESSAGES = {
  notWaiting: 'Timecard not found or not waiting for your decision',
  noInbox: 'Inbox not found',
} as const;

/** One associate's week: the timecards in it waiting for the contact, in the /ts/approval shape. */
export const InboxTimesheetSchema = z.object({
  timesheetId: z.string(),
  userFullName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  submittedAt: z.string().nullable(),
  supplierName: z.string().nullable(),
  timeCards: z.array(TimecardSchema),
});
export type InboxTimesheet = z.infer<typeof InboxTimesheetSchema>;

/** GET /ts/approval-inbox/{token}. */
export const ApprovalInboxSchema = z.object({
  contactName: z.string(),
  companyName: z.string(),
  timesheets: z.array(InboxTimesheetSchema),
  /** More timesheets are waiting than this answer holds (decide these, then reload). */
  more: z.boolean(),
  expiresAt: z.string(),
});
export type ApprovalInbox = z.infer<typeof ApprovalInboxSchema>;

/** One timecard's decisions: the timesheet it is in, its project and task, and its days. */
export const InboxTimecardDecisionSchema = TimecardDecisionSchema.extend({
  timesheetId: z.string().trim().min(1).max(300),
});

/** POST /ts/approval-inbox/{token}. */
export const InboxDecisionSchema = z.object({
  decisions: z.array(InboxTimecardDecisionSchema).min(1).max(MAX_INBOX_DECISIONS),
});
export type InboxDecision = z.input<typeof InboxDecisionSchema>;
export type InboxDecisionParsed = z.output<typeof InboxDecisionSchema>;

/** The answer: the days decided, counted by kind. */
export const InboxDecisionResultSchema = z.object({
  approved: z.number().int(),
  rejected: z.number().int(),
  corrections: z.number().int(),
});
export type InboxDecisionResult = z.infer<typeof InboxDecisionResultSchema>;
