import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver that checks the request the form will send with the contract's own schema
 * (every rule once), and puts each issue on the form field `fieldOf` names for its path.
 */
export function payloadResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toPayload: (values: Values) => z.input<Schema>,
  fieldOf: (path: string) => keyof Values | undefined,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(toPayload(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join('.'));
      if (field && !errors[field as string])
        errors[field as string] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
