import { publicPaths } from '@/config/public-paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { SignInStep } from '@/lib/auth/session.ts';

/** A§8: a sign-in that fails without a server message. */
export const LOGIN_FAILED = 'Error logging in';

/** What another screen may hand the login screen, e.g. why an auto-login failed. */
export interface LoginLocationState {
  error?: string;
}

/** The server's message, or the fallback for a network failure or an unknown error. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message
    ? error.message
    : fallback;
}

/**
 * Reads a base64 query value: a '+' in a link arrives as a space after URL decoding,
 * so spaces are put back.
 */
export const base64Param = (value: string | null) => value?.replace(/ /g, '+') ?? '';

/** Removes query parameters from the address bar without a navigation (secrets in links). */
export function removeFromAddressBar(...names: string[]) {
  const url = new URL(window.location.href);
  if (!names.some((name) => url.searchParams.has(name))) return;
  names.forEach((name) => url.searchParams.delete(name));
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The screen of the challenge a sign-in step asks to answer next; null once signed in. */
export function challengePath(step: SignInStep): string | null {
  if (step === 'NEW_PASSWORD_REQUIRED') return publicPaths.setNewPassword;
  if (step === 'MFA_REQUIRED') return publicPaths.oneTimeCode;
  return null;
}
