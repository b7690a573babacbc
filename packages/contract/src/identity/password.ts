import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  required: 'A password is required',
  minLength: `The string should have a minimum length of ${PASSWORD_MIN_LENGTH} characters`,
  maxLength: `The string should have a maximum length of ${PASSWORD_MAX_LENGTH} characters`,
  uppercase: 'The string should have a minimum of 1 uppercase letter',
  digit: 'The string should have a minimum of 1 digit',
  symbol: 'The string should have a minimum of 1 symbol',
  mismatch: 'Passwords do not match',
  resetMismatch: 'Passwords to not match',
  newPasswordRequired: 'New password is required.',
} as const;

/** Every password rule the value breaks, in the spec's words (A§5). */
export function passwordProblems(value: string): string[] {
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.minLength);
  if (value.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.maxLength);
  if (!/\p{Lu}/u.test(value)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (!/\d/.test(value)) problems.push(PASSWORD_MESSAGES.digit);
  if (!/[^\p{L}\p{N}\s]/u.test(value)) problems.push(PASSWORD_MESSAGES.symbol);
  return problems;
}

/** A new or reset password: 8–256 characters with an uppercase letter, a digit and a symbol. */
export const NewPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });
