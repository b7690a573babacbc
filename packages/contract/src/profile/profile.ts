import { z } from 'zod';
import { EmailSchema } from '../identity/email.ts';
import { SystemRoleSchema } from '../roles/roles.ts';
import { DisplayNameSchema } from '../welcome/welcome.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ProfileSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  systemRole: SystemRoleSchema,
  customFields: z.record(z.string(), z.string()),
  isArchived: z.boolean(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  supplier: z
    .object({ id: z.string(), contacts: z.array(z.object({ id: z.string() })) })
    .nullable(),
  assignments: z.array(z.object({ id: z.string(), tasks: z.array(z.object({ id: z.string() })) })),
  timezone: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const TIMEZONE_MESSAGE = 'Unknown time zone';

/** True for an IANA time zone name this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const UpdateProfileSchema = z.object({
  displayName: DisplayNameSchema.optional(),
  email: EmailSchema.optional(),
  timezone: z.string().max(64).refine(isTimeZone, TIMEZONE_MESSAGE).nullable().optional(),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;
