import { z } from 'zod';

export const TENANT_ID_MIN = 3;
export const TENANT_ID_MAX = 40;
export const TENANT_ID_MESSAGES = {
  required: 'A Customer ID is required',
  invalid:
    "Customer ID must be 3 to 40 lowercase letters, numbers or '-', starting with a letter or number.",
} as const;

/** A tenant id (the Customer ID users sign in with): lowercase, stable, safe in keys and URLs. */
export const TenantIdSchema = z
  .string({ error: TENANT_ID_MESSAGES.required })
  .trim()
  .min(1, { error: TENANT_ID_MESSAGES.required, abort: true })
  .regex(/^[a-z0-9][a-z0-9-]{2,39}$/, TENANT_ID_MESSAGES.invalid);
