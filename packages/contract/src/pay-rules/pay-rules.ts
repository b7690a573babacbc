import { z } from 'zod';
import { dayParamSchema } from '../common/date-range.ts';

/**
 * Overtime rules and the holiday calendar (issue 31 §2). The overtime week is the spec's
 * Saturday–Friday week. Hours past `weeklyOvertimeAfterHours` in a week (and, when set, past
 * `dailyOvertimeAfterHours` in a day) are overtime, paid at the pay rate × `overtimeMultiplier`;
 * hours on a holiday are holiday hours, paid at the pay rate × `holidayMultiplier`. The bill
 * multipliers are extensions: null bills those hours at the plain bill rate. Hours are stored as
 * whole minutes and multipliers as hundredths, so every figure stays exact (docs/pay-and-bill.md).
 */

export const PAY_RULES_MESSAGES = {
  title: 'Overtime and Holidays',
  saved: 'Overtime rules saved',
  saveError: 'Error saving the overtime rules',
  loadError: 'Error loading the overtime rules',
  weeklyHours: 'weeklyOvertimeAfterHours must be a number of hours from 1 to 168, in minutes',
  dailyHours: 'dailyOvertimeAfterHours must be a number of hours from 1 to 24, in minutes, or null',
  multiplier: (field: string) => `${field} must be a number from 1 to 10 with at most two decimals`,
  holidaysTitle: 'Holidays',
  holidaysEmpty: 'No holidays',
  holidaysLoadError: 'Error loading holidays',
  addHoliday: 'Add holiday',
  holidayAdded: 'Holiday added',
  holidayRemoved: 'Holiday removed',
  holidayNotFound: 'Holiday not found',
  holidayName: 'name is required (at most 100 characters)',
  holidayTaken: 'A holiday on this day exists already',
} as const;

export const DEFAULT_PAY_RULES = {
  weeklyOvertimeAfterHours: 40,
  dailyOvertimeAfterHours: null,
  overtimeMultiplier: 1.5,
  holidayMultiplier: 1,
  billOvertimeMultiplier: null,
  billHolidayMultiplier: null,
} as const satisfies PayRules;

/** Hours that are a whole number of minutes, within bounds. */
const hoursSchema = (field: string, max: number, message: string) =>
  z
    .number({ error: message })
    .min(1, message)
    .max(max, message)
    .refine((hours) => Number.isInteger(Math.round(hours * 60 * 1e6) / 1e6), message)
    .describe(`${field}: hours, a whole number of minutes`);

/** A multiplier from 1 to 10 with at most two decimals (stored as hundredths). */
const multiplierSchema = (field: string) =>
  z
    .number({ error: PAY_RULES_MESSAGES.multiplier(field) })
    .min(1, PAY_RULES_MESSAGES.multiplier(field))
    .max(10, PAY_RULES_MESSAGES.multiplier(field))
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      PAY_RULES_MESSAGES.multiplier(field),
    );

/** GET /admin/pay-rules answers this; PUT takes it (an absent bill multiplier is null). */
export const PayRulesSchema = z.object({
  weeklyOvertimeAfterHours: hoursSchema(
    'weeklyOvertimeAfterHours',
    168,
    PAY_RULES_MESSAGES.weeklyHours,
  ),
  dailyOvertimeAfterHours: hoursSchema(
    'dailyOvertimeAfterHours',
    24,
    PAY_RULES_MESSAGES.dailyHours,
  ).nullable(),
  overtimeMultiplier: multiplierSchema('overtimeMultiplier'),
  holidayMultiplier: multiplierSchema('holidayMultiplier'),
  billOvertimeMultiplier: multiplierSchema('billOvertimeMultiplier')
    .nullable()
    .default(null)
    .describe('extension: overtime hours billed at the bill rate × this; null: the plain rate'),
  billHolidayMultiplier: multiplierSchema('billHolidayMultiplier')
    .nullable()
    .default(null)
    .describe('extension: holiday hours billed at the bill rate × this; null: the plain rate'),
});
export type PayRules = z.output<typeof PayRulesSchema>;
export type PayRulesInput = z.input<typeof PayRulesSchema>;

/** Minutes as stored from hours as given (exact for whole minutes). */
export const hoursToMinutes = (hours: number) => Math.round(hours * 60);
/** A multiplier as stored (hundredths: 1.5 -> 150). */
export const multiplierToHundredths = (value: number) => Math.round(value * 100);

export const MAX_HOLIDAY_NAME = 100;

/** POST /admin/holidays. A yearly holiday recurs on the same month and day every year. */
export const CreateHolidaySchema = z.object({
  date: dayParamSchema('date'),
  name: z
    .string({ error: PAY_RULES_MESSAGES.holidayName })
    .trim()
    .min(1, PAY_RULES_MESSAGES.holidayName)
    .max(MAX_HOLIDAY_NAME, PAY_RULES_MESSAGES.holidayName),
  repeatsYearly: z.boolean({ error: 'repeatsYearly must be true or false' }).default(false),
});
export type CreateHoliday = z.output<typeof CreateHolidaySchema>;

export const HolidaySchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  repeatsYearly: z.boolean(),
  createdAt: z.string(),
});
export type Holiday = z.infer<typeof HolidaySchema>;

/** GET /admin/holidays: every holiday of the tenant, earliest date first. */
export const HolidayListSchema = z.object({
  holidays: z.array(HolidaySchema),
  count: z.number().int(),
});
export type HolidayList = z.infer<typeof HolidayListSchema>;

export const HolidayIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** A holiday as a day of a week shows it (the week grid's header). */
export const HolidayDaySchema = z.object({ date: z.string(), name: z.string() });
export type HolidayDay = z.infer<typeof HolidayDaySchema>;

/** Which rule made an hour what it is (the split's `rule`). */
export const HOUR_KINDS = ['regular', 'overtime', 'holiday'] as const;
export type HourKind = (typeof HOUR_KINDS)[number];
export const SPLIT_RULES = ['regular', 'weeklyOvertime', 'dailyOvertime', 'holiday'] as const;
export type SplitRule = (typeof SPLIT_RULES)[number];
