import { z } from 'zod';
import { dayParamSchema } from '../common/date-range.ts';
import { PageSchema, PageSizeSchema } from '../common/lists.ts';

/**
 * Rates (issue 31 §1): a bill rate (what the client pays an hour) and a pay rate (what the
 * associate or their supplier is paid an hour), for an associate on a project, for a project,
 * or for an associate, each from a day on. Amounts are integers in the currency's minor units
 * (cents), never floating point. A client bills in one currency: the first rate on any of its
 * projects fixes it (docs/pay-and-bill.md).
 */

export const RATE_MESSAGES = {
  rateNotFound: 'Rate not found',
  userNotFound: 'User not found',
  projectNotFound: 'Project not found',
  whoRequired: 'Choose an associate, a project or both',
  amountRequired: 'Enter a bill rate, a pay rate or both',
  amount: (field: string) =>
    `${field} must be a whole number of minor units (cents) from 0 to ${MAX_RATE}`,
  currency: 'currency must be an ISO 4217 code such as USD or EUR',
  otherCurrency: (currency: string) =>
    `This client bills in ${currency}: a rate on its projects must use ${currency}`,
  sameDay: 'A rate from this day exists already: remove it first to replace it',
  added: 'Rate added',
  removed: 'Rate removed',
} as const;

/** The largest rate in minor units: 10 000 000.00 an hour. */
export const MAX_RATE = 1_000_000_000;

/** The ISO 4217 codes this runtime knows; any three capitals where it cannot list them. */
const knownCurrencies: ReadonlySet<string> | null = (() => {
  try {
    const list = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
      'currency',
    );
    return list && list.length > 0 ? new Set(list) : null;
  } catch {
    return null;
  }
})();

export const isCurrencyCode = (code: string) =>
  /^[A-Z]{3}$/.test(code) && (knownCurrencies?.has(code) ?? true);

const amountSchema = (field: string) =>
  z
    .number({ error: RATE_MESSAGES.amount(field) })
    .int(RATE_MESSAGES.amount(field))
    .min(0, RATE_MESSAGES.amount(field))
    .max(MAX_RATE, RATE_MESSAGES.amount(field))
    .optional();

const optionalId = z.string().trim().min(1).max(200).optional();

/** POST /admin/rates. */
export const CreateRateSchema = z
  .object({
    userId: optionalId.describe('the associate; none: a project default'),
    projectId: optionalId.describe('the project; none: an associate default'),
    billRate: amountSchema('billRate').describe('what the client pays an hour, in minor units'),
    payRate: amountSchema('payRate').describe('what the associate is paid an hour, in minor units'),
    currency: z
      .string({ error: RATE_MESSAGES.currency })
      .refine(isCurrencyCode, RATE_MESSAGES.currency)
      .describe('ISO 4217 code; a project rate uses its client’s currency'),
    effectiveFrom: dayParamSchema('effectiveFrom').describe('the first day the rate is in force'),
  })
  .superRefine((value, ctx) => {
    if (!value.userId && !value.projectId)
      ctx.addIssue({ code: 'custom', path: ['userId'], message: RATE_MESSAGES.whoRequired });
    if (value.billRate === undefined && value.payRate === undefined)
      ctx.addIssue({ code: 'custom', path: ['billRate'], message: RATE_MESSAGES.amountRequired });
  });
export type CreateRate = z.infer<typeof CreateRateSchema>;

export const RateSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  projectId: z.string().nullable(),
  billRate: z.number().int().nullable(),
  payRate: z.number().int().nullable(),
  currency: z.string(),
  effectiveFrom: z.string(),
  /** Extensions for the screens: the names, the project's client, who set it and when. */
  userFullName: z.string().nullable(),
  projectName: z.string().nullable(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  createdAt: z.string(),
});
export type Rate = z.infer<typeof RateSchema>;

/** GET /admin/rates: newest effective day first; `userId` / `projectId` narrow to rates naming them. */
export const RateListQuerySchema = z.object({
  userId: optionalId,
  projectId: optionalId,
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type RateListQuery = z.infer<typeof RateListQuerySchema>;

export const RateListSchema = z.object({
  rates: z.array(RateSchema),
  count: z.number().int(),
  /** The currency of the project's client when `projectId` is given (null until its first rate). */
  clientCurrency: z.string().nullable().optional(),
});
export type RateList = z.infer<typeof RateListSchema>;

export const RateIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Which rate wins for a day (most specific first). */
export const RATE_LEVELS = ['userProject', 'project', 'user'] as const;
export type RateLevel = (typeof RATE_LEVELS)[number];

export const rateLevelOf = (rate: {
  userId: string | null;
  projectId: string | null;
}): RateLevel =>
  rate.userId && rate.projectId ? 'userProject' : rate.projectId ? 'project' : 'user';

/**
 * The amount of one line: minutes × hourly rate / 60, rounded once, to the nearest minor unit
 * with halves away from zero (docs/pay-and-bill.md). Exact: integers throughout.
 */
export function lineAmount(minutes: number, rate: number): number {
  const product = BigInt(minutes) * BigInt(rate);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  const rounded = (magnitude * 2n + 60n) / 120n;
  return Number(rounded * sign);
}

/** Minor units shown in the currency's major units (`12345`, `USD` -> `$123.45`). */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The minor-unit digits of a currency (USD 2, JPY 0, BHD 3). */
export const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/**
 * A typed amount in major units (`123.45`) as minor units (`12345`), or null when it is not a
 * non-negative number with at most the currency's decimals. Parsed as text: no floating point.
 */
export function parseMajor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const value = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return value <= MAX_RATE ? value : null;
}
