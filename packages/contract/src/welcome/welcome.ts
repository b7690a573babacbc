import { z } from 'zod';
import { EmailSchema } from '../identity/email.ts';
import { NewPasswordSchema } from '../identity/password.ts';
import { UsernameSchema } from '../identity/username.ts';
import { TenantIdSchema } from '../tenants/tenant-id.ts';

export const NAME_MESSAGES = { required: 'The users name is required' } as const;
export const COMPANY_MESSAGES = { required: 'A company name is required' } as const;

export const DisplayNameSchema = z
  .string({ error: NAME_MESSAGES.required })
  .trim()
  .min(1, { error: NAME_MESSAGES.required, abort: true })
  .max(120, 'A name has at most 120 characters');

export const CompanyNameSchema = z
  .string({ error: COMPANY_MESSAGES.required })
  .trim()
  .min(1, { error: COMPANY_MESSAGES.required, abort: true })
  .max(120, 'A company name has at most 120 characters');

export const SignUpSchema = z.object({
  tenantId: TenantIdSchema,
  companyName: CompanyNameSchema,
  username: UsernameSchema,
  name: DisplayNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const SignUpResultSchema = z.object({
  tenantId: z.string(),
  username: z.string(),
  trialEndsOn: z.string(),
});
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

export const TENANT_TAKEN_MESSAGE = 'That Customer ID is already taken. Please choose another.';

export const TryInvitationSchema = z.object({
  email: EmailSchema,
  name: DisplayNameSchema,
  message: z.string().trim().max(2000, 'A message has at most 2000 characters').optional(),
});
export type TryInvitation = z.infer<typeof TryInvitationSchema>;
