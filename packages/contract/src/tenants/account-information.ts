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
  /** Rejected days reopen for the associate (issue 28): on, they fix them; off, they ask. */
  rejectedDaysReopen: z.boolean(),
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
  rejectedDaysReopen: z.boolean({ error: 'rejectedDaysReopen must be true or false' }).optional(),
});
export type UpdateAccountInformation = z.infer<typeof UpdateAccountInformationSchema>;

// ---- logo -------------------------------------------------------------------------------

export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** Issue 26: at most this many pixels a side, read from the header before anything draws it. */
export const LOGO_MAX_PIXELS = 4096;
export const LOGO_MESSAGES = {
  required: 'Choose an image file',
  type: 'The logo must be a PNG, JPEG or WebP image',
  size: 'The logo must be at most 256 KB',
  pixels: `The logo must be at most ${LOGO_MAX_PIXELS} × ${LOGO_MAX_PIXELS} pixels`,
  unreadable:
    "The logo's width and height could not be read: upload a whole PNG, JPEG or WebP image",
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

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u24le = (bytes: Uint8Array, at: number) =>
  bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);

/** A JPEG's size from its first frame header (SOFn), walking the segments; no pixel is decoded. */
function jpegSize(bytes: Uint8Array) {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and RST0–7. An image's data (SOS) or end before a frame: none.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    at += 2 + u16be(bytes, at + 2);
  }
  return undefined;
}

/** A WebP's canvas size from its first chunk (VP8, VP8L or VP8X). */
function webpSize(bytes: Uint8Array) {
  if (bytes.length < 30) return undefined;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a)
    return {
      width: (bytes[26]! | (bytes[27]! << 8)) & 0x3fff,
      height: (bytes[28]! | (bytes[29]! << 8)) & 0x3fff,
    };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return undefined;
}

/**
 * A PNG's, JPEG's or WebP's width and height as its header states them, read without decoding a
 * pixel (so a small file claiming a huge image is caught before anything draws it); undefined
 * when the header cannot be read.
 */
export function logoSizeOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  const type = logoTypeOf(bytes);
  let size: { width: number; height: number } | undefined;
  if (
    type === 'image/png' &&
    bytes.length >= 24 &&
    startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)
  ) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    size = { width: view.getUint32(16), height: view.getUint32(20) };
  } else if (type === 'image/jpeg') size = jpegSize(bytes);
  else if (type === 'image/webp') size = webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/** Why a logo's pixels are refused (its size unreadable, or over LOGO_MAX_PIXELS a side), or none. */
export function logoPixelsProblem(bytes: Uint8Array): string | undefined {
  const size = logoSizeOf(bytes);
  if (!size) return LOGO_MESSAGES.unreadable;
  if (size.width > LOGO_MAX_PIXELS || size.height > LOGO_MAX_PIXELS) return LOGO_MESSAGES.pixels;
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
