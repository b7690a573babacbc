import { z } from 'zod';

export const EMAIL_LIMITS = { total: 254, local: 64, label: 63 } as const;
export const EMAIL_MESSAGES = {
  required: 'The users email is required',
  invalid: 'Invalid email address',
} as const;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** True for an address within the spec's limits: 254 in all, local part 64, each label 63. */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_LIMITS.total) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LIMITS.local || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => label.length <= EMAIL_LIMITS.label && DOMAIN_LABEL.test(label));
}

/** A required, valid e-mail address; `required` is the message when it is blank. */
export const emailSchema = (required: string = EMAIL_MESSAGES.required) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValidEmail, EMAIL_MESSAGES.invalid);

/** A user's e-mail address. */
export const EmailSchema = emailSchema();
