import { z } from 'zod';
import { checkRange, daysIn, dayParamSchema } from '../common/date-range.ts';
import { PageSchema, PageSizeSchema } from '../common/lists.ts';

/**
 * Pay runs and invoice runs (issue 31 §3). A run takes the approved days of a period that no
 * finalised run of its kind holds yet. A draft only shows them; finalising marks them paid (pay
 * run) or invoiced (invoice run) — they never appear in a later run of that kind — and locks the
 * days; voiding a finalised run, with a reason, releases them. Amounts are integers in minor
 * units, each line rounded once (docs/pay-and-bill.md).
 */

export const RUN_STATUSES = ['draft', 'finalised', 'voided'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_KINDS = ['pay', 'invoice'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

/** The longest period one run covers. */
export const MAX_RUN_DAYS = 366;
export const MAX_VOID_REASON = 500;

export const RUN_MESSAGES = {
  payRunsTitle: 'Pay Runs',
  invoiceRunsTitle: 'Invoice Runs',
  payRunsEmpty: 'No pay runs',
  invoiceRunsEmpty: 'No invoice runs',
  loadError: 'Error loading runs',
  newPayRun: 'New pay run',
  newInvoiceRun: 'New invoice run',
  created: 'Run created',
  finalised: 'Run finalised',
  voided: 'Run voided',
  runNotFound: 'Run not found',
  clientNotFound: 'Client not found',
  supplierNotFound: 'Supplier not found',
  tooLong: `A run covers at most ${MAX_RUN_DAYS} days`,
  reasonRequired: 'Give a reason',
  reasonTooLong: `At most ${MAX_VOID_REASON} characters`,
  notDraft: 'Only a draft run can be finalised',
  notFinalised: 'Only a finalised run can be voided',
  /** A draft with no lines: finalising it would record a run that pays or bills nothing. */
  nothingToFinalise: 'This run has no approved hours to finalise',
  /** Finalising found days another run took, or days no longer approved, since the draft. */
  stale: 'The approved hours of this period changed since the run was drawn up: create it again',
  noRate: 'No rate',
} as const;

/** A run by its kind and number, as the trail and the lock answers name it: "Pay run 3". */
export const runName = (kind: RunKind, number: number) =>
  `${kind === 'pay' ? 'Pay run' : 'Invoice run'} ${number}`;

/**
 * The 409 PERIOD_CLOSED message for a write into a day a finalised run holds: the day stays
 * locked until the run is voided.
 */
export const runLockedMessage = (kind: RunKind, number: number) =>
  `${kind === 'pay' ? 'Paid' : 'Invoiced'} in ${runName(kind, number).toLowerCase()}`;

const periodRefine = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (!checkRange(value, ctx)) return;
  if (daysIn(value.from, value.to) > MAX_RUN_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: RUN_MESSAGES.tooLong });
};

const optionalId = z.string().trim().min(1).max(200);

/** POST /admin/pay-runs. */
export const CreatePayRunSchema = z
  .object({
    from: dayParamSchema('from'),
    to: dayParamSchema('to'),
    supplierId: optionalId.nullish().describe('only the associates this supplier supplies'),
  })
  .superRefine(periodRefine);
export type CreatePayRun = z.output<typeof CreatePayRunSchema>;

export const INVOICE_GROUPINGS = ['projectUser', 'project'] as const;
export type InvoiceGrouping = (typeof INVOICE_GROUPINGS)[number];

/** POST /admin/invoice-runs. */
export const CreateInvoiceRunSchema = z
  .object({
    from: dayParamSchema('from'),
    to: dayParamSchema('to'),
    clientId: z.string({ error: 'clientId is required' }).trim().min(1, 'clientId is required'),
    groupBy: z
      .enum(INVOICE_GROUPINGS, { error: "groupBy must be 'projectUser' or 'project'" })
      .default('projectUser'),
  })
  .superRefine(periodRefine);
export type CreateInvoiceRun = z.output<typeof CreateInvoiceRunSchema>;

/** POST …/void. */
export const VoidRunSchema = z.object({
  reason: z
    .string({ error: RUN_MESSAGES.reasonRequired })
    .trim()
    .min(1, RUN_MESSAGES.reasonRequired)
    .max(MAX_VOID_REASON, RUN_MESSAGES.reasonTooLong),
});
export type VoidRun = z.infer<typeof VoidRunSchema>;

/** What every run carries besides its lines. */
const runHeader = {
  id: z.string(),
  /** A number per tenant and kind, from 1 (shown as "Pay run 12"). */
  number: z.number().int(),
  status: z.enum(RUN_STATUSES),
  from: z.string(),
  to: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  finalisedBy: z.string().nullable(),
  finalisedAt: z.string().nullable(),
  voidedBy: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
};

/** Money per currency (a pay run may pay in several). */
export const CurrencyTotalSchema = z.object({ currency: z.string(), amount: z.number().int() });
export type CurrencyTotal = z.infer<typeof CurrencyTotalSchema>;

/**
 * A pay run line: one associate at one pay rate in one currency (an associate paid different
 * rates on different projects has a line per rate). `payRate`, `amount` and `currency` are null
 * when no pay rate applies to those hours (shown as "No rate", counted in no total).
 */
export const PayRunLineSchema = z.object({
  userId: z.string(),
  userFullName: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  regularHours: z.number(),
  overtimeHours: z.number(),
  holidayHours: z.number(),
  payRate: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type PayRunLine = z.infer<typeof PayRunLineSchema>;

/** Unapproved hours of the period, shown apart and excluded. */
export const ExcludedHoursSchema = z.object({
  userId: z.string(),
  userFullName: z.string(),
  hours: z.number(),
});

export const PayRunSchema = z.object({
  ...runHeader,
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  lines: z.array(PayRunLineSchema),
  /** Hours of the period not approved (pending or rejected), excluded from the run. */
  excludedHours: z.number(),
  excluded: z.array(ExcludedHoursSchema),
  totals: z.array(CurrencyTotalSchema),
});
export type PayRun = z.infer<typeof PayRunSchema>;

/**
 * An invoice run line: a project and, grouped per project × associate, an associate, at one
 * bill rate (and, when the pay rules bill overtime or holiday hours at a multiple, one kind of
 * hour). `billRate` and `amount` are null when no bill rate applies.
 */
export const InvoiceRunLineSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  userId: z.string().nullable(),
  userFullName: z.string().nullable(),
  kind: z.enum(['regular', 'overtime', 'holiday']),
  hours: z.number(),
  billRate: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The invoice line's text (project, associate, period, kind). */
  description: z.string(),
});
export type InvoiceRunLine = z.infer<typeof InvoiceRunLineSchema>;

export const InvoiceRunSchema = z.object({
  ...runHeader,
  clientId: z.string(),
  clientName: z.string(),
  groupBy: z.enum(INVOICE_GROUPINGS),
  lines: z.array(InvoiceRunLineSchema),
  excludedHours: z.number(),
  /** The sum of the lines with an amount, in the client's currency. */
  total: z.number().int(),
  currency: z.string().nullable(),
});
export type InvoiceRun = z.infer<typeof InvoiceRunSchema>;

/** A run in a list (no lines). */
export const RunSummarySchema = z.object({
  ...runHeader,
  kind: z.enum(RUN_KINDS),
  /** The supplier (pay run) or client (invoice run) it is for, if any. */
  subjectId: z.string().nullable(),
  subjectName: z.string().nullable(),
  hours: z.number(),
  totals: z.array(CurrencyTotalSchema),
});
export type RunSummary = z.infer<typeof RunSummarySchema>;

/** GET /admin/pay-runs, GET /admin/invoice-runs: newest first. */
export const RunListQuerySchema = z.object({
  status: z.enum(RUN_STATUSES).optional(),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type RunListQuery = z.infer<typeof RunListQuerySchema>;

export const RunListSchema = z.object({
  runs: z.array(RunSummarySchema),
  count: z.number().int(),
});
export type RunList = z.infer<typeof RunListSchema>;

export const RunIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const PAY_RUN_FORMATS = ['csv', 'xlsx'] as const;
export const INVOICE_RUN_FORMATS = ['csv', 'xlsx', 'qbo', 'xero', 'pdf'] as const;

export const PayRunQuerySchema = z.object({
  format: z.enum(PAY_RUN_FORMATS, { error: "format must be 'csv' or 'xlsx'" }).optional(),
});
export const InvoiceRunQuerySchema = z.object({
  format: z
    .enum(INVOICE_RUN_FORMATS, { error: "format must be 'csv', 'xlsx', 'qbo', 'xero' or 'pdf'" })
    .optional(),
});
