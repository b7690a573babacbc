import { z } from 'zod';

/** Every API key starts so, which tells it from a JWT in the same `Authorization: Bearer` header. */
export const API_KEY_PREFIX = 'tsk_';
export const API_KEY_NAME_MAX = 100;

export const API_KEY_MESSAGES = {
  nameRequired: 'A name is required',
  nameTooLong: `A name has at most ${API_KEY_NAME_MAX} characters`,
  expiryInPast: 'The expiry must be in the future',
  notFound: 'API key not found',
  invalid: 'This API key is not valid',
  expired: 'This API key has expired',
  notAccepted: 'An API key cannot be used for this call',
} as const;

/** True when a bearer credential is an API key rather than a session's JWT. */
export const isApiKey = (credential: string) => credential.startsWith(API_KEY_PREFIX);

export const CreateApiKeySchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt must be an ISO-8601 instant' })
    .nullish()
    .describe('when the key stops working; none: it works until revoked'),
});
export type CreateApiKey = z.infer<typeof CreateApiKeySchema>;

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe('the start of the key, to recognise it by'),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ apiKeys: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const CreatedApiKeySchema = ApiKeySchema.pick({
  id: true,
  name: true,
  prefix: true,
  createdAt: true,
  expiresAt: true,
}).extend({
  key: z.string().describe('the key itself (tsk_…): shown this once, never again'),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const API_KEY_STATUSES = ['Active', 'Expired', 'Revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** A key works until it is revoked or its expiry passes (API.md admin). */
export function apiKeyStatus(
  key: Pick<ApiKey, 'expiresAt' | 'revokedAt'>,
  now: Date,
): ApiKeyStatus {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'Expired';
  return 'Active';
}
