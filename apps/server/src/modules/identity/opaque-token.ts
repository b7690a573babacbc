import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 in hex: how every opaque token and code is stored. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether two SHA-256 hex digests are equal, in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && right.length === 32 && timingSafeEqual(left, right);
}

/** A token that carries its tenant (`<tenantId>.<secret>`), so the tenant is known before any query. */
export function createOpaqueToken(tenantId: string): { token: string; hash: string } {
  const token = `${tenantId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: sha256(token) };
}

export function parseOpaqueToken(token: string): { tenantId: string; hash: string } | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 300) return undefined;
  return { tenantId: token.slice(0, dot), hash: sha256(token) };
}
