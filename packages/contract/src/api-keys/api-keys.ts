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
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: 'Each scope must be one of the listed scopes',
  /** A key without the scope a call needs (the route table says which). */
  missingScope: (scope: ApiKeyScope) =>
    `This API key lacks the scope ${scope} needed for this call`,
  /** The key's creator was archived, deleted or is no longer an Administrator. */
  creatorGone:
    'This API key is not valid: the Administrator who made it is archived, deleted or no longer an Administrator',
} as const;

/**
 * What a key may do (issue 26 §2): each call that takes keys needs one scope, reads `:read`,
 * changes `:write`. No scope reaches passwords, second factors, API keys, identity, billing or
 * account settings, and `users:write` reaches Associates only.
 */
export const API_KEY_SCOPES = [
  'directory:read',
  'directory:write',
  'timesheets:read',
  'timesheets:write',
  'reports:read',
  'users:read',
  'users:write',
  'webhooks',
  'rates',
] as const;
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scopeUnknown });
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

/** Each scope in plain words, for the create dialog and the API reference. */
export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  'directory:read': 'See clients, projects, contacts, tasks and suppliers',
  'directory:write': 'Add, change and delete clients, projects, contacts, tasks and suppliers',
  'timesheets:read': 'See and search timesheets and timecards',
  'timesheets:write': 'Review, resend and delete timesheets',
  'reports:read': 'Run reports and send the vendor report',
  'users:read': 'See users',
  'users:write': 'Add, change, archive and delete Associates (never other roles)',
  webhooks: 'See, add, change and remove webhook endpoints and their deliveries',
  rates: 'See, add and remove bill and pay rates',
};

/** The rules `users:write` keeps: a key reaches Associates only, and never a password. */
export const API_KEY_USERS_RULES = {
  associatesOnly: 'An API key may only create, change, archive or delete Associates',
  noPasswords: 'An API key cannot set or send passwords (resendEmailsAndUpdatePassword)',
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
  scopes: z
    .array(ApiKeyScopeSchema, { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .describe('what the key may do: at least one of the listed scopes'),
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
  scopes: z.array(ApiKeyScopeSchema),
  createdBy: z
    .object({ id: z.string(), name: z.string() })
    .describe('the Administrator who made the key; it works only while they are one'),
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
  scopes: true,
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

/** The path of one key's calls: `/admin/api-keys/{id}/…`. */
export const ApiKeyIdParamsSchema = z.object({ id: z.string().max(100) });
