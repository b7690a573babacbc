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
  logoUrl: z
    .string()
    .nullable()
    .describe("GET it for the logo; the URL carries the image's content hash, null without a logo"),
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

// ---- logo -------------------------------------------------------------------------------

export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MESSAGES = {
  required: 'Choose an image file',
  type: 'The logo must be a PNG, JPEG or WebP image',
  size: 'The logo must be at most 256 KB',
} as const;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/** The image type a file's first bytes show (its magic number), whatever it is named. */
export function logoTypeOf(bytes: Uint8Array): LogoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

/** PUT /admin/account-information/logo: the image file's bytes, base64-encoded. */
export const UploadLogoSchema = z.object({
  image: z
    .string({ error: LOGO_MESSAGES.required })
    .min(1, { error: LOGO_MESSAGES.required, abort: true })
    // Base64 is 4 characters for every 3 bytes: longer than this is over the limit anyway.
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, LOGO_MESSAGES.size)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The image must be base64-encoded'),
});
export type UploadLogo = z.infer<typeof UploadLogoSchema>;

export const LogoQuerySchema = z.object({
  v: z.string().max(64).optional().describe("the logo's content hash, to make the URL immutable"),
});
