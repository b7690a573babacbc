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

/** Binds a react-hook-form field to a MUI TextField: the error replaces the helper text. */
export function fieldProps<T extends FieldValues>(form: AnyForm<T>, name: Path<T>) {
  const { ref, ...rest } = form.register(name);
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
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
