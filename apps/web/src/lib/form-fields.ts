import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';

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
  rules?: RegisterOptions<T, Path<T>>,
) {
  const { ref, ...rest } = form.register(name, rules);
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
