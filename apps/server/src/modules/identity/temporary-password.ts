import { randomBytes } from 'node:crypto';

/** A temporary password must be replaced at first sign-in, within 7 days (ARCHITECTURE.md). */
const TEMPORARY_PASSWORD_DAYS = 7;

/** A random password that meets the password rules (uppercase, digit, symbol). */
export function generateTemporaryPassword(): string {
  return `${randomBytes(9).toString('base64url')}-A7!`;
}

/** When a temporary password issued now stops working. */
export const temporaryPasswordExpiry = (now: Date) =>
  new Date(now.getTime() + TEMPORARY_PASSWORD_DAYS * 86_400_000);
