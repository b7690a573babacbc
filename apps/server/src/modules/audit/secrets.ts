/**
 * Secrets never enter the trail (issue 30 §2): a field whose name says it holds a password, a
 * hash, a TOTP secret, a token, a key's secret or a recovery code is left out of before and
 * after, at every depth. Names are compared without case, `_` or `-`.
 */
const DENIED_NAMES = new Set([
  'password',
  'newpassword',
  'currentpassword',
  'passwordhash',
  'hash',
  'secret',
  'secrethash',
  'totpsecret',
  'totp',
  'otp',
  'token',
  'tokenhash',
  'accesstoken',
  'refreshtoken',
  'apikey',
  'key',
  'keyhash',
  'signingsecret',
  'webhooksecret',
  'recoverycode',
  'recoverycodes',
  'code',
  'sealed',
]);
/** Endings that mark a secret whatever comes before (passwordHash, linkToken, totpSecret …). */
const DENIED_ENDINGS = ['password', 'secret', 'token', 'hash', 'secrets', 'tokens'];

const normalised = (name: string) => name.toLowerCase().replaceAll(/[_-]/g, '');

/** True when a field of that name is a secret and is never recorded. */
export function isSecretField(name: string): boolean {
  const key = normalised(name);
  return DENIED_NAMES.has(key) || DENIED_ENDINGS.some((ending) => key.endsWith(ending));
}

/**
 * The value as JSON would carry it (dates as ISO strings, undefined left out), without any
 * secret field: what the trail stores and hashes.
 */
export function withoutSecrets(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item));
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return null;
    if (typeof value === 'string') return value.replaceAll('\u0000', '');
    return typeof value === 'function' ? null : value;
  }
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || isSecretField(key)) continue;
    out[key] = withoutSecrets(field);
  }
  return out;
}

/** Fields before or after a change, secrets removed; null when there are none. */
export function recordedFields(fields: object | null | undefined): Record<string, unknown> | null {
  if (!fields) return null;
  return withoutSecrets(fields) as Record<string, unknown>;
}
