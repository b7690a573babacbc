import { z } from 'zod';
import { TimesheetEventSchema } from '../timesheets/events.ts';
import { WEEK_DAYS } from '../timesheets/week.ts';

/** A local time of day `HH:MM` (24-hour), in the tenant's time zone. */
export const TimeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, from 00:00 to 23:59');

const businessDays = (max: number) =>
  z
    .number()
    .int('Enter a whole number of business days')
    .min(1, 'Enter at least 1 business day')
    .max(max, `Enter at most ${max} business days`);

/**
 * Admin Settings → Approvals and Reminders (issue 29 §2): the daily digest, reminders to
 * submit and to approve, and the two escalations. Times are in the tenant's time zone,
 * business days are Monday to Friday there.
 */
export const ApprovalSettingsSchema = z
  .object({
    /** `immediate`: each timecard e-mail at once; `daily`: one digest a day at digestTime. */
    digest: z.enum(['immediate', 'daily']),
    digestTime: TimeOfDaySchema,
    remindSubmit: z.object({
      enabled: z.boolean(),
      days: z
        .array(z.enum(WEEK_DAYS, 'Choose days of the week'))
        .max(7)
        .refine((days) => new Set(days).size === days.length, 'Choose each day once'),
      time: TimeOfDaySchema,
    }),
    remindApprove: z.object({ enabled: z.boolean(), afterBusinessDays: businessDays(30) }),
    escalateBackup: z.object({ enabled: z.boolean(), afterBusinessDays: businessDays(60) }),
    escalateAdmins: z.object({ enabled: z.boolean(), afterBusinessDays: businessDays(90) }),
  })
  .superRefine((settings, ctx) => {
    if (settings.remindSubmit.enabled && settings.remindSubmit.days.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['remindSubmit', 'days'],
        message: 'Choose at least one day to remind associates',
      });
    const { escalateBackup, escalateAdmins } = settings;
    if (
      escalateBackup.enabled &&
      escalateAdmins.enabled &&
      escalateAdmins.afterBusinessDays <= escalateBackup.afterBusinessDays
    )
      ctx.addIssue({
        code: 'custom',
        path: ['escalateAdmins', 'afterBusinessDays'],
        message: 'Escalate to administrators later than to the Backup Manager',
      });
  });
export type ApprovalSettings = z.infer<typeof ApprovalSettingsSchema>;

/** A tenant's settings until an administrator saves them: immediate e-mails, reminders off. */
export const DEFAULT_APPROVAL_SETTINGS: ApprovalSettings = {
  digest: 'immediate',
  digestTime: '08:00',
  remindSubmit: { enabled: false, days: ['friday'], time: '15:00' },
  remindApprove: { enabled: false, afterBusinessDays: 2 },
  escalateBackup: { enabled: false, afterBusinessDays: 4 },
  escalateAdmins: { enabled: false, afterBusinessDays: 7 },
};

/** GET /util/dev-clock, and POST's body: the server's current instant. */
export const DevClockSchema = z.object({
  now: z.iso.datetime({ offset: true, message: 'Enter an ISO-8601 instant' }),
});
export const DevClockRunSchema = z.object({
  now: z.string(),
  /** The jobs that were due and ran, e.g. `approval-schedule`, `billing-sweep`. */
  ran: z.array(z.string()),
});

/** The reminder opt-out page's view: GET /ts/reminder-opt-out/{token}. */
export const ReminderOptOutSchema = z.object({
  contactName: z.string(),
  companyName: z.string(),
  optedOut: z.boolean(),
});
export type ReminderOptOut = z.infer<typeof ReminderOptOutSchema>;

export const ReminderOptOutParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /ts/doc/{timesheetId}/events: a timesheet's history besides its versions, newest first. */
export const TimesheetEventListSchema = z.object({ events: z.array(TimesheetEventSchema) });
export type TimesheetEventList = z.infer<typeof TimesheetEventListSchema>;
