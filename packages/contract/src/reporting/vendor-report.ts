import { z } from 'zod';
import { isCalendarDay } from '../timesheets/week.ts';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from './hours-over-period.ts';

/**
 * The vendor report (API.md "reporting"): one supplier's associates, a row per associate and
 * Saturday–Friday week with hours and the approved / pending / rejected split, as PDF or XLSX,
 * and sent with the PDF attached to chosen contacts of that supplier.
 */

export const VENDOR_REPORT_MESSAGES = {
  contacts: 'Choose at least one contact of the supplier',
  notTheSuppliers: "Each contact must be one of the supplier's contacts",
  sent: (count: number) => `Vendor report sent to ${count} ${count === 1 ? 'contact' : 'contacts'}`,
} as const;

const day = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDay, `${name} must be a date (YYYY-MM-DD)`);
const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1)
    .max(100);
const daysIn = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const period = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const { from, to } = value as { from: string; to: string };
    if (!isCalendarDay(from) || !isCalendarDay(to)) return;
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.range });
    else if (daysIn(from, to) > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });

/** GET /reporting/vendor-report. */
export const VendorReportQuerySchema = period(
  z.object({
    supplierId: id('supplierId'),
    from: day('from'),
    to: day('to'),
    format: z.enum(['pdf', 'xlsx'], { error: 'format must be pdf or xlsx' }).default('pdf'),
  }),
);
export type VendorReportQuery = z.infer<typeof VendorReportQuerySchema>;

/** POST /reporting/vendor-report/send. */
export const VendorReportSendSchema = period(
  z.object({
    supplierId: id('supplierId'),
    from: day('from'),
    to: day('to'),
    contactIds: z
      .array(id('contactIds'), { error: VENDOR_REPORT_MESSAGES.contacts })
      .min(1, VENDOR_REPORT_MESSAGES.contacts)
      .max(50),
  }),
);
export type VendorReportSend = z.infer<typeof VendorReportSendSchema>;

/** 202: the addresses a mail was queued for. */
export const VendorReportSentSchema = z.object({ emails: z.array(z.string()) });
export type VendorReportSent = z.infer<typeof VendorReportSentSchema>;
