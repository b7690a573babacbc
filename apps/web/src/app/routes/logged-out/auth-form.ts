import { ApiError } from '@/lib/api-client.ts';

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
