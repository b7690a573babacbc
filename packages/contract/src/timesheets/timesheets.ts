import { z } from 'zod';
import { ClosedDaySchema, MAX_LOCK_REASON, ReopenedDaySchema } from '../locks/period-locks.ts';
import { ErrorResponseSchema } from '../common/errors.ts';
import { HolidayDaySchema } from '../pay-rules/pay-rules.ts';
import { PageSchema, PageSizeSchema } from '../common/lists.ts';
import { isCalendarDay, isWeekStart, WEEK_DAYS, type WeekDay } from './week.ts';
import { TIMECARD_STATUSES } from './rules.ts';
import { MAX_DESCRIPTION, MAX_REVIEW_COMMENT, REJECT_COMMENT_REQUIRED } from './review.ts';
import { CorrectionDecisionSchema, CorrectionSchema } from './corrections.ts';

/**
 * The timesheet API (API.md "submit-time, ts"): the associate's week, the timesheet as the
 * spec's Timesheet and Timecard (A§3), the approval portal's view and decisions.
 */

export { MAX_DESCRIPTION, MAX_REVIEW_COMMENT };
export const MAX_TIMECARDS = 100;

export const TIMESHEET_API_MESSAGES = {
  invalidDate: 'invalid date',
  weekStart: 'periodStart must be a Saturday (weeks run Saturday to Friday)',
  unassigned: 'You are not assigned to this project and task',
  duplicateRow: 'This project and task is already in the timesheet',
  readOnly:
    'This timesheet has been submitted and can no longer be changed. Ask an administrator to allow resubmission.',
  rejectComment: REJECT_COMMENT_REQUIRED,
  notWorked: 'Only days with hours can be reviewed',
  decided: 'This day has already been reviewed',
  outstanding:
    'The project has submitted timecards waiting for approval: choose whether to send them to the new contact',
  linkUsed: 'Every day of this timecard has been reviewed: this link is read-only now',
  noContacts: 'The selected project does not have any contacts associated with it',
} as const;

const calendarDay = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDay, TIMESHEET_API_MESSAGES.invalidDate);

const id = z.string().trim().min(1).max(100);

// ---- entry ------------------------------------------------------------------------------

/** One day of a row as the associate enters it: hours (quarter hours) and a description. */
export const DayInputSchema = z.object({
  hours: z.number({ error: 'Hours must be a number' }).min(0, 'Hours cannot be negative').max(24),
  description: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION, `At most ${MAX_DESCRIPTION} characters`)
    .optional()
    .default(''),
});
export type DayInput = z.input<typeof DayInputSchema>;

const weekOf = <T extends z.ZodType>(day: T) =>
  z.object(Object.fromEntries(WEEK_DAYS.map((name) => [name, day])) as Record<WeekDay, T>);
const partialWeekOf = <T extends z.ZodType>(day: T) => weekOf(day.optional()).partial();

export const TimecardInputSchema = z.object({
  projectId: id,
  taskId: id,
  data: partialWeekOf(DayInputSchema),
});
export type TimecardInput = z.input<typeof TimecardInputSchema>;

/** PUT /submit-time/week: save the week as a draft, or submit it. */
export const SaveWeekSchema = z.object({
  periodStart: calendarDay('periodStart').refine(isWeekStart, TIMESHEET_API_MESSAGES.weekStart),
  userId: z.string().trim().min(1).max(100).optional(),
  timeCards: z.array(TimecardInputSchema).max(MAX_TIMECARDS),
  submit: z.boolean(),
});
export type SaveWeek = z.input<typeof SaveWeekSchema>;
/** As the server receives it: parsed, defaults filled in. */
export type SaveWeekParsed = z.output<typeof SaveWeekSchema>;

export const WeekQuerySchema = z.object({
  /** Any day of the week wanted; today in the user's time zone when absent. */
  date: calendarDay('date').optional(),
  userId: z.string().trim().min(1).max(100).optional(),
});
export type WeekQuery = z.infer<typeof WeekQuerySchema>;

// ---- reading ----------------------------------------------------------------------------

export const TimecardStatusSchema = z.enum(TIMECARD_STATUSES);
export const DayReviewSchema = z.enum(['approved', 'rejected']);
export type DayReviewValue = z.infer<typeof DayReviewSchema>;
/** A day as read: `correction` while a proposed correction waits for the associate. */
export const DayReviewReadSchema = z.enum(['approved', 'rejected', 'correction']);

/** Who decided: an administrator (by name) or a project contact (by name), and when. */
export const ReviewerSchema = z.object({
  kind: z.enum(['admin', 'contact']),
  name: z.string(),
  at: z.string(),
  /**
   * Issue 29 §3: set when an alternate decided through their own link while standing in for
   * an absent contact, that contact's name ("by `name` on behalf of `onBehalfOf`").
   */
  onBehalfOf: z.string().optional(),
});
export type Reviewer = z.infer<typeof ReviewerSchema>;

export const TimecardDaySchema = z.object({
  date: z.string(),
  hours: z.number(),
  description: z.string(),
  review: DayReviewReadSchema.nullable(),
  reviewComment: z.string().nullable(),
  reviewedBy: ReviewerSchema.nullable(),
  /** A correction proposed for the day (issue 29 §4), in any state. */
  correction: CorrectionSchema.optional(),
});
export type TimecardDay = z.infer<typeof TimecardDaySchema>;

export const TimecardSchema = z.object({
  status: TimecardStatusSchema,
  clientId: z.string(),
  clientName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  managerComments: z.string(),
  totalHours: z.number(),
  data: weekOf(TimecardDaySchema),
});
export type Timecard = z.infer<typeof TimecardSchema>;

export const TimesheetVersionSchema = z.object({
  version: z.number().int(),
  submittedAt: z.string(),
  submittedBy: z.string().nullable(),
  timeCards: z.array(TimecardSchema),
});
export type TimesheetVersion = z.infer<typeof TimesheetVersionSchema>;

/** A timesheet as the spec's Timesheet (A§3), with its status and earlier submissions. */
export const TimesheetSchema = z.object({
  timesheetId: z.string(),
  userId: z.string(),
  userFullName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: TimecardStatusSchema,
  submittedAt: z.string().nullable(),
  /** The name of whoever submitted it (an administrator when entered for the user). */
  submittedBy: z.string().nullable(),
  resubmissionAllowed: z.boolean(),
  /** When the associate asked the administrators to allow resubmission, while not yet allowed. */
  resubmissionRequestedAt: z.string().nullable(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  version: z.number().int(),
  totalHours: z.number(),
  updatedAt: z.string(),
  timeCards: z.array(TimecardSchema),
  /** Earlier submissions with their decisions, newest first. */
  versions: z.array(TimesheetVersionSchema),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;

/** A project and task the user may record time against (GET /submit-time/week). */
export const WeekOptionSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  /** False when no contact is linked: no e-mail goes out (A§1). */
  hasContacts: z.boolean(),
  tasks: z.array(z.object({ taskId: z.string(), taskName: z.string(), isDefault: z.boolean() })),
});
export type WeekOption = z.infer<typeof WeekOptionSchema>;

/**
 * What a week's rejected days offer its associate: `fix` (they reopen), `ask` (ask the
 * administrators to allow resubmission), `asked` (asked, waiting), or null (nothing rejected,
 * not submitted, or resubmission already allowed: the whole week is open).
 */
export const REJECTED_DAYS_ACTIONS = ['fix', 'ask', 'asked'] as const;
export type RejectedDaysAction = (typeof REJECTED_DAYS_ACTIONS)[number];

/** Who a submitted week's timecards were e-mailed to, per project (D§1). */
export const MailedProjectSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  /** Empty: no contact yet, e-mails go out once one is linked (D§1). */
  contacts: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type MailedProject = z.infer<typeof MailedProjectSchema>;

/** GET /submit-time/week and the answer to PUT /submit-time/week. */
export const WeekSchema = z.object({
  timesheetId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Today in the user's time zone, so the grid tints the right column. */
  today: z.string(),
  user: z.object({
    userId: z.string(),
    displayName: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    timezone: z.string(),
  }),
  /** False once submitted, until an administrator allows resubmission. */
  editable: z.boolean(),
  /** What the rejected days offer (rejected-days.ts `rejectedDaysAction`), or null. */
  rejectedDays: z.enum(REJECTED_DAYS_ACTIONS).nullable(),
  /** After a submit: who the timecards were e-mailed to, per project with hours. */
  mailedTo: z.array(MailedProjectSchema).optional(),
  timesheet: TimesheetSchema.nullable(),
  options: z.array(WeekOptionSchema),
  /** Issue 30 §1: the week's days in a closed period (read-only, with the lock's reason). */
  closedDays: z.array(ClosedDaySchema),
  /** Issue 30 §1: the approved days an administrator reopened; other approved days are read-only. */
  reopenedDays: z.array(ReopenedDaySchema),
  /** Issue 31 §2: the week's holidays (yearly ones on their month and day), by date. */
  holidays: z.array(HolidayDaySchema),
});
export type Week = z.infer<typeof WeekSchema>;

export const MyTimesheetsQuerySchema = z.object({
  page: PageSchema,
  pageSize: PageSizeSchema,
  /**
   * `rejected`: only the weeks with rejected days still to resolve (My Time lists them first);
   * `correction`: only the weeks with a proposed correction to answer (issue 29 §4).
   */
  status: z
    .enum(['rejected', 'correction'], { error: 'status must be rejected or correction' })
    .optional(),
});

export const TimesheetListSchema = z.object({
  timesheets: z.array(TimesheetSchema),
  count: z.number().int(),
});
export type TimesheetList = z.infer<typeof TimesheetListSchema>;

/** GET /ts/my-summary: the associate's hours at a glance. */
export const MySummarySchema = z.object({
  today: z.string(),
  periodStart: z.string(),
  hoursThisWeek: z.number(),
  hoursThisMonth: z.number(),
});
export type MySummary = z.infer<typeof MySummarySchema>;

export const TimesheetIdParamsSchema = z.object({ timesheetId: z.string().min(1).max(300) });

export const ResubmissionStatusSchema = z.object({
  timesheetId: z.string().min(1).max(300),
  newStatus: z.boolean(),
  /**
   * Issue 30 §1: the approved days to reopen (an approved day stays locked otherwise);
   * required when every day of the timesheet is approved, and then with `reason`.
   */
  days: z
    .array(ReopenedDaySchema)
    .max(7 * 100)
    .optional(),
  reason: z
    .string()
    .trim()
    .max(MAX_LOCK_REASON, `At most ${MAX_LOCK_REASON} characters`)
    .optional(),
});
export type ResubmissionStatus = z.infer<typeof ResubmissionStatusSchema>;

// ---- reviews (admin review and the approval portal) ---------------------------------------

export const DayDecisionSchema = z
  .object({
    review: DayReviewSchema,
    reviewComment: z
      .string()
      .trim()
      .max(MAX_REVIEW_COMMENT, `At most ${MAX_REVIEW_COMMENT} characters`)
      .optional()
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.review === 'rejected' && !value.reviewComment)
      ctx.addIssue({
        code: 'custom',
        path: ['reviewComment'],
        message: TIMESHEET_API_MESSAGES.rejectComment,
      });
  });
export type DayDecision = z.input<typeof DayDecisionSchema>;

/** A contact's decision on a day: approve, reject, or propose a correction (issue 29 §4). */
export const ContactDayDecisionSchema = z.discriminatedUnion('review', [
  DayDecisionSchema,
  CorrectionDecisionSchema,
]);
export type ContactDayDecision = z.input<typeof ContactDayDecisionSchema>;

export const TimecardDecisionSchema = z.object({
  projectId: id,
  taskId: id,
  managerComments: z.string().trim().max(MAX_REVIEW_COMMENT).optional(),
  days: partialWeekOf(ContactDayDecisionSchema),
});
export type TimecardDecision = z.input<typeof TimecardDecisionSchema>;

/** POST /ts/approval/{token}: the contact's decisions, limited to their project. */
export const ApprovalDecisionSchema = z.object({
  timeCards: z.array(TimecardDecisionSchema).min(1).max(MAX_TIMECARDS),
});
export type ApprovalDecision = z.input<typeof ApprovalDecisionSchema>;
/** As the server receives it: parsed, defaults filled in. */
export type ApprovalDecisionParsed = z.output<typeof ApprovalDecisionSchema>;

export const ApprovalTokenParamsSchema = z.object({ token: z.string().min(1).max(300) });

/** GET /ts/approval/{token}: what the contact sees. */
export const ApprovalViewSchema = z.object({
  companyName: z.string(),
  contactName: z.string(),
  /** Set on an alternate's link: the absent contact whose timecards they decide (issue 29 §3). */
  onBehalfOf: z.string().optional(),
  userFullName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  submittedAt: z.string().nullable(),
  clientName: z.string(),
  projectName: z.string(),
  /** The project's timecards; days without hours cannot be reviewed. */
  timeCards: z.array(TimecardSchema),
  totalHours: z.number(),
  /** True once every worked day has a decision: the page shows them read-only. */
  decided: z.boolean(),
  expiresAt: z.string(),
});
export type ApprovalView = z.infer<typeof ApprovalViewSchema>;

/** The 409 answer of contacts and associations (D§4): the project's outstanding timecards. */
export const OutstandingTimecardSchema = z.object({
  timesheetId: z.string(),
  userFullName: z.string(),
  projectName: z.string(),
  taskName: z.string(),
});
export type OutstandingTimecard = z.infer<typeof OutstandingTimecardSchema>;

/** A 409 of POST /crm/ps/contacts and /crm/ps/associations: with `timecards` when outstanding. */
export const OutstandingConflictSchema = ErrorResponseSchema.extend({
  timecards: z.array(OutstandingTimecardSchema).optional(),
});
export type OutstandingConflict = z.infer<typeof OutstandingConflictSchema>;
