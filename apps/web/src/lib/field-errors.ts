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

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };

/**
 * Saves a form kept in `useState`: a failed parse puts its issues on the fields; else `send`
 * runs, and if it fails a 400 naming one of `fields` puts its message there, anything else
 * calls `failed` (the error toast).
 */
export async function submitParsed<F extends string, T>(
  parsed: Parsed<T>,
  form: {
    fields: readonly F[];
    messageOf: (field: F, message: string) => string;
    setErrors(errors: FieldErrors<F>): void;
    send(data: T): Promise<void>;
    failed(): void;
  },
) {
  if (!parsed.success) return form.setErrors(issueErrors(parsed.error.issues, form.messageOf));
  form.setErrors({});
  try {
    await form.send(parsed.data);
  } catch (error) {
    const named = serverFieldError(error, form.fields);
    if (named) form.setErrors(named);
    else form.failed();
  }
}
