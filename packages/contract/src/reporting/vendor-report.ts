import { z } from 'zod';
import { dayParamSchema } from '../common/date-range.ts';
import { withPeriod } from './hours-over-period.ts';

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

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1)
    .max(100);

/** GET /reporting/vendor-report. */
export const VendorReportQuerySchema = withPeriod(
  z.object({
    supplierId: id('supplierId'),
    from: dayParamSchema('from'),
    to: dayParamSchema('to'),
    format: z.enum(['pdf', 'xlsx'], { error: 'format must be pdf or xlsx' }).default('pdf'),
  }),
);
export type VendorReportQuery = z.infer<typeof VendorReportQuerySchema>;

/** POST /reporting/vendor-report/send. */
export const VendorReportSendSchema = withPeriod(
  z.object({
    supplierId: id('supplierId'),
    from: dayParamSchema('from'),
    to: dayParamSchema('to'),
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
