import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * Options for a reset after a save: editors keep dirty values when fresh data arrives
 * (resetOptions), but a reset after a save must replace them.
 */
export const FRESH = { keepDirtyValues: false } as const;

/**
 * Binds a react-hook-form field to a MUI TextField: the error replaces the helper text.
 * A `quiet` field (a row added after a failed submit) shows its error once touched, not before.
 */
export function fieldProps<T extends FieldValues>(
  form: AnyForm<T>,
  name: Path<T>,
  options: { quiet?: boolean } = {},
) {
  const { ref, ...rest } = form.register(name);
  const error = get(form.formState.errors, name) as { message?: string; type?: string } | undefined;
  const touched = Boolean(get(form.formState.touchedFields, name));
  const shown = !options.quiet || touched || error?.type === 'server';
  const message = shown ? error?.message : undefined;
  return { ...rest, inputRef: ref, error: Boolean(message), helperText: message };
}

/**
 * Puts the server's 400 issues on the form's fields (paths like "contacts.0.email");
 * true when any was put.
 */
export function applyServerErrors<T extends FieldValues>(
  form: AnyForm<T>,
  error: unknown,
  isField: (path: string) => boolean,
): boolean {
  if (!(error instanceof ApiError) || !Array.isArray(error.body.issues)) return false;
  let applied = false;
  for (const issue of error.body.issues) {
    if (!isField(issue.path)) continue;
    form.setError(
      issue.path as Path<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  return applied;
}

/**
 * Rows added since the last submit are quiet (a row appears empty): their errors wait until a
 * field is touched or the next submit, instead of showing at once. `keys` name every row now.
 */
export function useQuietRows<T extends FieldValues>(form: AnyForm<T>, keys: string[]) {
  const { submitCount } = form.formState;
  const [snapshot, setSnapshot] = useState({ count: 0, keys: new Set<string>() });
  if (snapshot.count !== submitCount) setSnapshot({ count: submitCount, keys: new Set(keys) });
  return (key: string) => submitCount > 0 && !snapshot.keys.has(key);
}
