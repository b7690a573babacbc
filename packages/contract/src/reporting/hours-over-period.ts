import { z } from 'zod';
import { checkRange, DATE_RANGE_MESSAGES, dayParamSchema, daysIn } from '../common/date-range.ts';
import { isCalendarDay } from '../timesheets/week.ts';
import { REPORT_INTERVALS } from './periods.ts';

/**
 * Report - Hours Over Period (A§2.2, API.md "reporting"): submitted hours summed per group and
 * interval, with the approved / pending / rejected split; drafts never count.
 */

export const REPORT_GROUP_BY = ['client', 'project', 'task', 'user', 'supplier'] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BY)[number];
/** `user` is shown as Associate (API.md). */
export const REPORT_GROUP_LABELS: Record<ReportGroupBy, string> = {
  client: 'Client',
  project: 'Project',
  task: 'Task',
  user: 'Associate',
  supplier: 'Supplier',
};

/** The statuses a report counts: every one but draft. */
export const REPORT_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
};

/** The longest period a report covers, and the most day columns it has. */
export const REPORT_MAX_DAYS = 731;
export const REPORT_MAX_DAY_BUCKETS = 92;

export const REPORT_MESSAGES = {
  range: DATE_RANGE_MESSAGES.reversed,
  tooLong: `The period can be at most ${REPORT_MAX_DAYS} days`,
  tooManyDays: `With interval day the period can be at most ${REPORT_MAX_DAY_BUCKETS} days`,
  /** The group of associates without a supplier. */
  noSupplier: 'No supplier',
} as const;

const day = dayParamSchema;
const idFilter = z.string().trim().min(1).max(100).optional();

const reportQuery = z.object({
  from: day('from'),
  to: day('to'),
  interval: z
    .enum(REPORT_INTERVALS, { error: `interval must be one of ${REPORT_INTERVALS.join(', ')}` })
    .default('week'),
  groupBy: z
    .enum(REPORT_GROUP_BY, { error: `groupBy must be one of ${REPORT_GROUP_BY.join(', ')}` })
    .default('project'),
  clientId: idFilter,
  projectId: idFilter,
  taskId: idFilter,
  userId: idFilter,
  supplierId: idFilter,
  status: z
    .enum(REPORT_STATUSES, { error: `status must be one of ${REPORT_STATUSES.join(', ')}` })
    .optional(),
});

/**
 * The period's rules: from on or before to, at most two years, and with interval day at most
 * 92 day columns (a call without an interval, the vendor report's, has no columns).
 */
export const withPeriod = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const { from, to, interval } = value as { from: string; to: string; interval?: string };
    if (!isCalendarDay(from) || !isCalendarDay(to) || !checkRange({ from, to }, ctx)) return;
    if (daysIn(from, to) > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
    else if (interval === 'day' && daysIn(from, to) > REPORT_MAX_DAY_BUCKETS)
      ctx.addIssue({ code: 'custom', path: ['interval'], message: REPORT_MESSAGES.tooManyDays });
  });

/** GET /reporting/hours-over-period: from and to both inclusive; filters ANDed. */
export const HoursOverPeriodQuerySchema = withPeriod(reportQuery);
export type HoursOverPeriodQuery = z.infer<typeof HoursOverPeriodQuerySchema>;

export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The same call with format=csv|xlsx answers the report as a file (json, the default: JSON). */
export const HoursOverPeriodRequestSchema = withPeriod(
  reportQuery.extend({
    format: z
      .enum(REPORT_FORMATS, { error: `format must be one of ${REPORT_FORMATS.join(', ')}` })
      .default('json'),
  }),
);
export type HoursOverPeriodRequest = z.infer<typeof HoursOverPeriodRequestSchema>;

export const StatusHoursSchema = z.object({
  approved: z.number(),
  pending: z.number(),
  rejected: z.number(),
});
export type StatusHours = z.infer<typeof StatusHoursSchema>;

/**
 * Money of approved hours in one currency (issue 31 §3, docs/pay-and-bill.md): integers in the
 * currency's minor units, each rounded once for the row; margin is billed − paid.
 */
export const ReportMoneySchema = z.object({
  currency: z.string(),
  billed: z.number().int(),
  paid: z.number().int(),
  margin: z.number().int(),
});
export type ReportMoney = z.infer<typeof ReportMoneySchema>;

/**
 * The amounts of a row (Administrators, and API keys with the rates scope, only; absent for
 * everyone else): approved hours only, one entry per currency (a row never adds two
 * currencies), and the approved hours without a bill rate or a pay rate, which count in the
 * hours but not in the money.
 */
export const ReportAmountsSchema = z.object({
  byCurrency: z.array(ReportMoneySchema),
  hoursWithoutBillRate: z.number(),
  hoursWithoutPayRate: z.number(),
});
export type ReportAmounts = z.infer<typeof ReportAmountsSchema>;

/** A row of the report: a group's hours per bucket (in the order of `buckets`) and its split. */
export const ReportGroupSchema = z.object({
  /** Null for associates without a supplier, when grouping by supplier. */
  id: z.string().nullable(),
  name: z.string(),
  total: z.number(),
  byBucket: z.array(z.number()),
  byStatus: StatusHoursSchema,
  amounts: ReportAmountsSchema.optional(),
});
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

export const HoursOverPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(REPORT_INTERVALS),
  groupBy: z.enum(REPORT_GROUP_BY),
  /** The first day of each interval, in order. */
  buckets: z.array(z.string()),
  /** Largest total first. */
  groups: z.array(ReportGroupSchema),
  totals: z.object({
    total: z.number(),
    byBucket: z.array(z.number()),
    byStatus: StatusHoursSchema,
    /** The sums of the rows' amounts, per currency (never rounded again). */
    amounts: ReportAmountsSchema.optional(),
  }),
  /** The currencies of the amounts, in order: one set of amount columns each. */
  currencies: z.array(z.string()).optional(),
});
export type HoursOverPeriod = z.infer<typeof HoursOverPeriodSchema>;
