import { sha256 } from './opaque-token.ts';

/** "jane@example.com" -> "j***@e***.com", the way a code's destination is shown. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot >= 0 ? domain.slice(dot) : '';
  return `${local.charAt(0)}***@${domain.charAt(0)}***${tld}`;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A destination of the same shape for a user who does not exist, the same on every request. */
export function plausibleMaskedEmail(tenantId: string, username: string): string {
  const digest = sha256(`${tenantId}#${username}`);
  const letter = LETTERS[parseInt(digest.slice(0, 2), 16) % LETTERS.length];
  const first = /[a-z]/i.test(username.charAt(0)) ? username.charAt(0).toLowerCase() : 'u';
  return `${first}***@${letter}***.com`;
}
