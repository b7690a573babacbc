import { ApiError } from '@/lib/api-client.ts';

/** A form's messages by field, for a form kept in `useState` rather than react-hook-form. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The server's answer to a save, put on the form: the first of `fields` its 400 names, with
 * its message; null when it names none (the caller toasts its own error instead).
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> | null {
  if (!(error instanceof ApiError)) return null;
  const field = fields.find((name) => error.fieldError(name));
  return field ? ({ [field]: error.fieldError(field) } as FieldErrors<F>) : null;
}

/** A failed parse's issues put on the form: each field's first, worded by `messageOf`. */
export function issueErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  messageOf: (field: F, message: string) => string,
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as F;
    found[field] ??= messageOf(field, issue.message);
  }
  return found;
}
