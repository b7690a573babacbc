import { z } from 'zod';
import { checkRange, DATE_RANGE_MESSAGES, dayParamSchema } from '../common/date-range.ts';
import { PageSchema, PageSizeSchema, SortDirSchema } from '../common/lists.ts';
import { VerificationProofSchema } from '../audit/proof.ts';
import { TIMECARD_STATUSES } from './rules.ts';
import { DayDecisionSchema, TimecardStatusSchema } from './timesheets.ts';
import { WEEK_DAYS, type WeekDay } from './week.ts';

/**
 * The administrator's timesheet calls (API.md "ts"): All Timesheets, Search Timecards and its
 * export, Review, Resend Approval Emails, the PDF's verification, and the dashboard figures.
 */

export const ADMIN_TIMESHEET_MESSAGES = {
  rejectCardComment: 'A comment is required to reject a timecard',
  range: DATE_RANGE_MESSAGES.reversed,
  notPending: 'Only submitted timecards can be reviewed',
} as const;

const day = (name: string) => dayParamSchema(name).optional();
const idFilter = z.string().trim().min(1).max(100).optional();
const withRange = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((value, ctx) => void checkRange(value as { from?: string; to?: string }, ctx));

export const TIMESHEET_SORT = [
  'periodStart',
  'submittedAt',
  'userFullName',
  'totalHours',
  'status',
  'updatedAt',
] as const;

/** GET /ts/timesheets: filters are ANDed; the period keeps weeks that overlap from–to. */
export const TimesheetListQuerySchema = withRange(
  z.object({
    page: PageSchema,
    pageSize: PageSizeSchema,
    sortCol: z
      .enum(TIMESHEET_SORT, { error: `sortCol must be one of ${TIMESHEET_SORT.join(', ')}` })
      .default('periodStart'),
    sortDir: SortDirSchema,
    userId: idFilter,
    clientId: idFilter,
    projectId: idFilter,
    supplierId: idFilter,
    status: z.enum(TIMECARD_STATUSES).optional(),
    from: day('from'),
    to: day('to'),
  }),
);
export type TimesheetListQuery = z.infer<typeof TimesheetListQuerySchema>;

/** A row of All Timesheets: the week, its totals and a count of timecards per status. */
export const TimesheetRowSchema = z.object({
  timesheetId: z.string(),
  userId: z.string(),
  userFullName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  status: TimecardStatusSchema,
  totalHours: z.number(),
  statusCounts: z.object({
    draft: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  resubmissionAllowed: z.boolean(),
  /** The associate asked to resubmit (rejected days, the tenant's reopening off): pending. */
  resubmissionRequestedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TimesheetRow = z.infer<typeof TimesheetRowSchema>;

export const TimesheetRowListSchema = z.object({
  timesheets: z.array(TimesheetRowSchema),
  count: z.number().int(),
});
export type TimesheetRowList = z.infer<typeof TimesheetRowListSchema>;

export const TIMECARD_SORT = ['periodStart', 'userFullName', 'projectName', 'totalHours'] as const;

/** GET /ts/search-timecards (and its export): filters, and text in the days' descriptions. */
const timecardSearch = z.object({
  page: PageSchema,
  pageSize: PageSizeSchema,
  sortCol: z
    .enum(TIMECARD_SORT, { error: `sortCol must be one of ${TIMECARD_SORT.join(', ')}` })
    .default('periodStart'),
  sortDir: SortDirSchema,
  clientId: idFilter,
  projectId: idFilter,
  taskId: idFilter,
  userId: idFilter,
  supplierId: idFilter,
  status: z.enum(TIMECARD_STATUSES).optional(),
  from: day('from'),
  to: day('to'),
  text: z.string().trim().max(200).optional(),
});
export const TimecardSearchQuerySchema = withRange(timecardSearch);
export type TimecardSearchQuery = z.infer<typeof TimecardSearchQuerySchema>;

/** GET /ts/search-timecards/export: the same query, every match, as CSV or XLSX. */
export const TimecardExportQuerySchema = withRange(
  timecardSearch.omit({ page: true, pageSize: true }).extend({
    format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
  }),
);
export type TimecardExportQuery = z.infer<typeof TimecardExportQuerySchema>;

/** A timecard found by the search: where it sits, its hours and status. */
export const TimecardHitSchema = z.object({
  timesheetId: z.string(),
  userId: z.string(),
  userFullName: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  status: TimecardStatusSchema,
  totalHours: z.number(),
  /** The descriptions of its days, in day order, for showing what matched. */
  descriptions: z.array(z.string()),
});
export type TimecardHit = z.infer<typeof TimecardHitSchema>;

/** Past this many matches Search Timecards stops counting: "1,000+" (issue 33 §3). */
export const SEARCH_COUNT_CAP = 1000;

/**
 * A page of Search Timecards. A refinement of the spec's `{timecards, count}` (API.md "ts"):
 * the count is exact up to SEARCH_COUNT_CAP matches; past it `count` is the cap and
 * `countCapped` is true ("1,000+"), so a large tenant's search never counts every match.
 */
export const TimecardHitListSchema = z.object({
  timecards: z.array(TimecardHitSchema),
  /** The matches before paging, at most SEARCH_COUNT_CAP (then `countCapped`). */
  count: z.number().int(),
  /** More than SEARCH_COUNT_CAP timecards match: `count` is the cap, not the total. */
  countCapped: z.boolean(),
  /**
   * The hours of every matching timecard, not only this page's; null when `countCapped` (they
   * would need every match read).
   */
  totalHours: z.number().nullable(),
});
export type TimecardHitList = z.infer<typeof TimecardHitListSchema>;

// ---- review -----------------------------------------------------------------------------

const reviewDays = z.object(
  Object.fromEntries(WEEK_DAYS.map((name) => [name, DayDecisionSchema.optional()])) as Record<
    WeekDay,
    z.ZodOptional<typeof DayDecisionSchema>
  >,
);

/**
 * POST /ts/review: per timecard, a decision on the whole timecard (`status`, every worked
 * day; rejecting needs `managerComments`) or on named days; days not named keep their review.
 */
export const ReviewSchema = z.object({
  timesheetId: z.string().min(1).max(300),
  timeCards: z
    .array(
      z
        .object({
          projectId: z.string().trim().min(1).max(100),
          taskId: z.string().trim().min(1).max(100),
          status: z.enum(['approved', 'rejected']).optional(),
          managerComments: z.string().trim().max(1000).optional(),
          days: reviewDays.partial().optional().default({}),
        })
        .superRefine((value, ctx) => {
          if (value.status === 'rejected' && !value.managerComments)
            ctx.addIssue({
              code: 'custom',
              path: ['managerComments'],
              message: ADMIN_TIMESHEET_MESSAGES.rejectCardComment,
            });
        }),
    )
    .min(1)
    .max(100),
});
export type Review = z.input<typeof ReviewSchema>;
/** As the server receives it: parsed, defaults filled in. */
export type ReviewParsed = z.output<typeof ReviewSchema>;

/** GET /ts/resend-approval-emails/{id}: who would receive the timecards again (A§3). */
export const ResendEmailsSchema = z.object({ emails: z.array(z.string()) });
export type ResendEmails = z.infer<typeof ResendEmailsSchema>;

/**
 * GET /ts/verify/{fingerprint}: whether an approval-stamped PDF was issued. Extension: the
 * fingerprint may also be the SHA-256 of an issued PDF file's bytes.
 */
export const VerifyParamsSchema = z.object({
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'A fingerprint is 64 hexadecimal characters'),
});
export const VerificationSchema = z.object({
  valid: z.literal(true),
  companyName: z.string(),
  userFullName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  approvedAt: z.string(),
  /**
   * Extensions (issue 30 §3): the approval's fingerprint (also when asked by the SHA-256 of an
   * issued PDF file), and the proof of its decisions in the tenant's audit trail (null when the
   * approval predates the trail).
   */
  fingerprint: z.string(),
  proof: VerificationProofSchema.nullable(),
});
export type Verification = z.infer<typeof VerificationSchema>;

/** GET /reporting/dashboard: the Company Dashboard's live figures (weeks Saturday–Friday). */
export const DashboardFiguresSchema = z.object({
  periodStart: z.string(),
  lastWeekStart: z.string(),
  hoursThisWeek: z.number(),
  pendingTimecards: z.number().int(),
  rejectedTimecards: z.number().int(),
  activeAssociates: z.number().int(),
  notSubmittedLastWeek: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;
