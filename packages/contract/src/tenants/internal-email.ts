import { z } from 'zod';
import { EmailSchema } from '../identity/email.ts';

/** How long an Internal Contact Email code works, and how many wrong tries it allows. */
export const INTERNAL_EMAIL_CODE_MINUTES = 30;
export const INTERNAL_EMAIL_MAX_ATTEMPTS = 5;

export const INTERNAL_EMAIL_MESSAGES = {
  codeFormat: 'The code is the 6 digits from the e-mail',
  wrongCode: 'The code is not correct',
  expired: 'The code has expired. Send a new one.',
  tooMany: 'Too many wrong codes. Send a new one.',
  noCode: 'No code is waiting. Save the address to send one.',
} as const;

/** GET /admin/internal-email: the address and whether its code was confirmed (only then used). */
export const InternalEmailSchema = z.object({
  email: z.string().nullable(),
  verified: z.boolean(),
});
export type InternalEmail = z.infer<typeof InternalEmailSchema>;

/** PUT /admin/internal-email: a new address, unverified until its e-mailed code comes back. */
export const SetInternalEmailSchema = z.object({ email: EmailSchema });
export type SetInternalEmail = z.infer<typeof SetInternalEmailSchema>;

export const VerifyInternalEmailSchema = z.object({
  code: z
    .string({ error: INTERNAL_EMAIL_MESSAGES.codeFormat })
    .trim()
    .regex(/^\d{6}$/, INTERNAL_EMAIL_MESSAGES.codeFormat),
});
export type VerifyInternalEmail = z.infer<typeof VerifyInternalEmailSchema>;
