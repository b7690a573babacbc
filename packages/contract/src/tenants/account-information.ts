import { z } from 'zod';
import { isTimeZone, TIMEZONE_MESSAGE } from '../profile/profile.ts';
import { CompanyNameSchema } from '../welcome/welcome.ts';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from './tenant-information.ts';

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

/** A company's postal address as e-mails and the timesheet PDF print it; every line optional. */
export const AddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/** An address as written: missing or null lines are blank. */
export const AddressInputSchema = z.object({
  line1: line(200),
  line2: line(200),
  city: line(100),
  region: line(100),
  postalCode: line(20),
  country: line(100),
});

export const TenantTimeZoneSchema = z.string().max(64).refine(isTimeZone, TIMEZONE_MESSAGE);

/** GET /admin/account-information: the company's details and account facts. */
export const AccountInformationSchema = z.object({
  tenantId: z.string().describe('the Customer ID; read only'),
  companyName: z.string(),
  address: AddressSchema,
  timezone: z.string(),
  sessionRecording: z.boolean(),
  requireMfaForAdministrators: z.boolean(),
  createdAt: z.string().describe('ISO-8601 instant'),
  plan: z.enum(SUBSCRIPTION_TYPES).nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  numberOfSystemUsers: z.number().int().describe('active users; read only'),
});
export type AccountInformation = z.infer<typeof AccountInformationSchema>;

/** PUT /admin/account-information: the editable fields; those left out keep their value. */
export const UpdateAccountInformationSchema = z.object({
  companyName: CompanyNameSchema.optional(),
  address: AddressInputSchema.optional(),
  timezone: TenantTimeZoneSchema.optional(),
  sessionRecording: z.boolean().optional(),
  requireMfaForAdministrators: z.boolean().optional(),
});
export type UpdateAccountInformation = z.infer<typeof UpdateAccountInformationSchema>;
