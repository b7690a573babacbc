import { LoginRequestSchema } from '@tallysheet/contract/identity/tokens';
import type { LoginRequest } from '@tallysheet/contract/identity/tokens';

export type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

// Loaded on the first keystroke or submit, so the sign-in page paints without zod.
/** The contract's first message for each field that breaks its rules. */
export function loginErrors(values: LoginRequest): LoginErrors {
  const result = LoginRequestSchema.safeParse(values);
  const errors: LoginErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof LoginRequest;
    errors[field] ??= issue.message;
  }
  return errors;
}
