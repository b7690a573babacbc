import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';

/** A§8: a sign-in that fails without a server message. */
export const LOGIN_FAILED = 'Error logging in';

/** What another screen may hand the login screen, e.g. why an auto-login failed. */
export interface LoginLocationState {
  error?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * Props binding a react-hook-form field to a MUI TextField: the ref goes to the input, and the
 * field's error replaces the helper text.
 */
export function fieldProps<T extends FieldValues>(
  form: AnyForm<T>,
  name: Path<T>,
  helperText?: ReactNode,
) {
  const { ref, ...rest } = form.register(name);
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return { ...rest, inputRef: ref, error: Boolean(message), helperText: message ?? helperText };
}

/** Puts the server's field messages (400 issues) on the named fields; true when any was put. */
export function applyServerErrors<T extends FieldValues>(
  form: AnyForm<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      form.setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
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
